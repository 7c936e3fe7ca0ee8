#!/usr/bin/env bash
# check_amalgamation.sh SOURCE_DIR SINGLE_HEADER WORK_DIR
# The single-file npk_single.h must be current and mean exactly what npk.h
# and its pieces mean: for every compiler we have and every ISA path, the
# preprocessed token stream of a translation unit is the same whether it
# includes the source tree's npk.h or the amalgamation (copied alone into an
# empty directory as npk.h, so nothing else can be picked up).
set -uo pipefail
src=$1 single=$2 work=$3
here=$(cd "$(dirname "$0")" && pwd)
[[ -f $single ]] || { echo "$single is missing (build the npk_single target)"; exit 1; }
rm -rf "$work" && mkdir -p "$work/inc"
cp "$single" "$work/inc/npk.h"
fail=0
python=$(command -v python3 || true)
if [[ -n $python ]]; then
  "$python" "$src/tools/amalgamate.py" --root "$src" -o "$work/fresh.h" &&
    cmp -s "$work/fresh.h" "$single" || { echo "FAIL: $single is stale: rebuild the npk_single target"; fail=1; }
fi
# Every quoted include must have been expanded (the tool keeps the ones it
# cannot find, so that a half-finished tree still builds on other targets).
if grep -n '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$single"; then
  echo "FAIL: the amalgamation still includes the files above"
  fail=1
fi
configs=("gcc|" "gcc|-DNPK_FORCE_SCALAR" "gcc|-mavx2 -mfma" "gcc|-march=skylake-avx512"
         "g++|-x c++ -march=skylake-avx512"
         "aarch64-linux-gnu-gcc|-march=armv8-a" "aarch64-linux-gnu-gcc|-DNPK_FORCE_SCALAR"
         "arm-none-eabi-gcc|-mcpu=cortex-m4 -mthumb -mfloat-abi=hard -mfpu=fpv4-sp-d16")
n=0
for c in "${configs[@]}"; do
  cc=${c%%|*} flags=${c#*|}
  command -v "$cc" >/dev/null || { echo "($cc not found: not compared)"; continue; }
  for tu in impl_tu.c user_tu.c; do
    # shellcheck disable=SC2086  # $flags is a word list on purpose
    $cc -E -P $flags -I"$src" "$here/$tu" -o "$work/tree.i" 2>"$work/err" &&
      $cc -E -P $flags -I"$work/inc" "$here/$tu" -o "$work/single.i" 2>>"$work/err" ||
      { echo "FAIL: $cc $flags: preprocessing $tu failed"; cat "$work/err"; fail=1; continue; }
    n=$((n + 1))
    if ! cmp -s "$work/tree.i" "$work/single.i"; then
      echo "FAIL: $cc $flags $tu: the amalgamation preprocesses differently:"
      diff "$work/tree.i" "$work/single.i" | head -20
      fail=1
    fi
  done
done
# And it builds on its own in the strictest mode.
gcc -std=c99 -pedantic -Wall -Wextra -Werror -O2 -I"$work/inc" -c "$here/impl_tu.c" -o "$work/impl.o" ||
  { echo "FAIL: the amalgamation does not compile on its own"; fail=1; }
echo "$(wc -l <"$single") lines; $n preprocessed translation units compared; $([[ $fail == 0 ]] && echo identical || echo FAILURES)"
exit $fail
