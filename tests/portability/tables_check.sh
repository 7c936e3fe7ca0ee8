#!/usr/bin/env bash
# tables_check.sh KIND SOURCE_DIR MODELS_DIR WORK_DIR [COUNT]
# The C tables mlir2c generated (MODELS_DIR/NAME_model.c) must compile with
# another compiler too: KIND is tcc (C99) or gxx / clangxx (as C++11). Each
# model is compiled together with npk (tests/e2e/ctables_e2e.c) by that compiler, run on
# the first COUNT shipped digits (default 200) and compared with PyTorch's
# outputs. The desktop helpers (npk_io.c, e2e_check.c) stay C: for C++ they
# are compiled by the matching C compiler. Exit 77 when the compiler is missing.
set -uo pipefail
kind=$1 src=$2 models=$3 work=$4 count=${5:-200}
here=$(cd "$(dirname "$0")" && pwd)
case $kind in
  tcc)     cc=tcc;     helper_cc=tcc;   lang="-Wall -Werror" ;;
  gxx)     cc=g++;     helper_cc=gcc;   lang="-x c++ -std=c++11 -pedantic -Wall -Wextra -Werror -O2" ;;
  clangxx) cc=clang++; helper_cc=clang; lang="-x c++ -std=c++11 -pedantic -Wall -Wextra -Werror -O2" ;;
  *) echo "unknown compiler kind $kind"; exit 2 ;;
esac
for c in "$cc" "$helper_cc"; do
  command -v "$c" >/dev/null || { echo "$c not found: skipped"; exit 77; }
done
mkdir -p "$work"
inc=(-I"$src" -I"$models" -I"$src/tools/common" -I"$src/tests/e2e")
data=$src/data/mnist
# shellcheck disable=SC2086  # $lang is a word list on purpose
$helper_cc -O2 -c "$src/tools/common/npk_io.c" -o "$work/npk_io.o" &&
  $helper_cc -O2 -c "$src/tests/e2e/e2e_check.c" -I"$src/tests/e2e" -o "$work/e2e_check.o" ||
  { echo "FAIL: helpers do not build with $helper_cc"; exit 1; }
# npk's implementation does not depend on the model: KIND compiles it once
# (impl_tu.c), and each model's runner is built without it (E2E_LINK_NPK_MULTI
# leaves NPK_IMPLEMENTATION undefined there), as a user's firmware would.
# shellcheck disable=SC2086
out=$($cc $lang -I"$src" -c "$here/impl_tu.c" -o "$work/npk_impl.o" 2>&1) ||
  { echo "FAIL: npk's implementation does not build with $cc"; echo "$out" | head -30; exit 1; }
fail=0 n=0
for model_c in "$models"/*_model.c; do
  name=$(basename "$model_c" _model.c)
  upper=$(tr a-z A-Z <<<"$name")
  n=$((n + 1))
  defs=(-DMODEL_HEADER="\"${name}_model.h\"" -DMODEL_PROGRAM="${name}_program"
        -DMODEL_ARENA="${upper}_ARENA_BYTES" -DMODEL_NAME="\"$name\"")
  # shellcheck disable=SC2086
  if ! out=$($cc $lang "${inc[@]}" -c "$model_c" -o "$work/$name.o" 2>&1) ||
     ! out=$($cc $lang "${inc[@]}" "${defs[@]}" -DE2E_LINK_NPK_MULTI -c "$src/tests/e2e/ctables_e2e.c" -o "$work/run_$name.o" 2>&1) ||
     ! out=$($cc "$work/run_$name.o" "$work/$name.o" "$work/npk_impl.o" "$work/npk_io.o" "$work/e2e_check.o" -o "$work/run_$name" -lm 2>&1); then
    echo "FAIL: $name does not build with $cc"
    echo "$out" | head -30
    fail=1
    continue
  fi
  if ! out=$("$work/run_$name" "$data/test-images.idx" "$data/golden/$name.npy" "$count" 2>&1); then
    echo "FAIL: $name built by $cc: $out"
    fail=1
  else
    echo "ok: $cc: $out"
  fi
done
[[ $n -gt 0 ]] || { echo "no *_model.c in $models"; exit 1; }
echo "$kind: $n models, $([[ $fail == 0 ]] && echo all passed || echo FAILURES)"
exit $fail
