#!/usr/bin/env bash
# header_check.sh KIND INCLUDE_DIR WORK_DIR
# Compiles npk.h (found in INCLUDE_DIR: the source tree, or a directory holding
# the amalgamation as npk.h) with one compiler in its strictest mode, once per
# ISA variant the compiler can target, at -O3 and -Os (some warnings only show
# up after optimisation). Native compilers also link and run the result and
# check that npk_isa_name() names the path the flags asked for (a path the
# CPU lacks, or one above env NPK_MAX_ISA, is compiled but not run).
# KIND: gcc clang tcc gxx clangxx aarch64 armm. Exit 77 when the compiler is missing.
# NPK_TEST_QUICK=1 (CI's reduced form of the `slow` label): -Os only for the
# first variant, -O3 for all: 5 compiles of the implementation instead of 8.
set -uo pipefail
kind=$1 inc=$2 work=$3
here=$(cd "$(dirname "$0")" && pwd)
c99="-x c -std=c99 -pedantic -Wall -Wextra -Werror"
cxx="-x c++ -std=c++11 -pedantic -Wall -Wextra -Werror"
x86_variants=("-DNPK_FORCE_SCALAR=scalar" "=scalar" "-mavx2 -mfma=avx2" "-march=skylake-avx512=avx512")
run=1 link_lang="" opts=(-O3 -Os)
case $kind in
  gcc)     cc=gcc;     std=$c99; variants=("${x86_variants[@]}") ;;
  clang)   cc=clang;   std=$c99; variants=("${x86_variants[@]}") ;;
  gxx)     cc=g++;     std=$cxx; variants=("${x86_variants[@]}"); link_lang="-x none" ;;
  clangxx) cc=clang++; std=$cxx; variants=("${x86_variants[@]}"); link_lang="-x none" ;;
  # tcc has no SIMD intrinsics and defines no __AVX2__, so only the scalar path exists.
  tcc)     cc=tcc;     std="-Wall -Werror"; variants=("=scalar"); opts=("") ;;
  aarch64) cc=aarch64-linux-gnu-gcc; std=$c99; run=0
           variants=("-march=armv8-a=" "-march=armv8-a -DNPK_FORCE_SCALAR=scalar") ;;
  armm)    cc=arm-none-eabi-gcc; std=$c99; run=0
           variants=("-mcpu=cortex-m0 -mthumb=scalar"
                     "-mcpu=cortex-m4 -mthumb -mfloat-abi=hard -mfpu=fpv4-sp-d16=scalar"
                     "-mcpu=cortex-m7 -mthumb -mfloat-abi=hard -mfpu=fpv5-d16=scalar"
                     "-mcpu=cortex-m55 -mthumb -mfloat-abi=hard=") ;;
  *) echo "unknown compiler kind $kind"; exit 2 ;;
esac
if ! command -v "$cc" >/dev/null; then
  echo "$cc not found: skipped"
  exit 77
fi
mkdir -p "$work"
rank() { case $1 in avx512) echo 2 ;; avx2 | neon) echo 1 ;; *) echo 0 ;; esac; }
case ${NPK_MAX_ISA:-avx512} in
  scalar | avx2 | avx512) ;;
  *) echo "unknown NPK_MAX_ISA '$NPK_MAX_ISA' (choose one of: scalar, avx2, avx512)"; exit 2 ;;
esac
can_run() {  # can_run ISA: the CPU executes that path and NPK_MAX_ISA allows it
  if [[ $(rank "$1") -gt $(rank "${NPK_MAX_ISA:-avx512}") ]]; then
    why="NPK_MAX_ISA=$NPK_MAX_ISA excludes $1"
    return 1
  fi
  why="this CPU lacks $1"
  case $1 in
    avx512) grep -qw avx512f /proc/cpuinfo && grep -qw avx512bw /proc/cpuinfo &&
            grep -qw avx512dq /proc/cpuinfo && grep -qw avx512vl /proc/cpuinfo ;;
    avx2) grep -qw avx2 /proc/cpuinfo && grep -qw fma /proc/cpuinfo ;;
    *) return 0 ;;
  esac
}
fail=0 n=0
first=1
for v in "${variants[@]}"; do
  flags=${v%=*} want=${v##*=}
  v_opts=("${opts[@]}")
  [[ ${NPK_TEST_QUICK:-0} == 1 && $first == 0 ]] && v_opts=("${opts[0]}")
  first=0
  for o in "${v_opts[@]}"; do
    what="$cc $flags $o"
    n=$((n + 1))
    # shellcheck disable=SC2086  # flag strings are word lists on purpose
    if ! out=$($cc $std $flags $o -I"$inc" -c "$here/impl_tu.c" -o "$work/impl.o" 2>&1) ||
       ! out2=$($cc $std $flags $o -I"$inc" -c "$here/user_tu.c" -o "$work/user.o" 2>&1); then
      echo "FAIL: $what"
      echo "$out" "${out2:-}" | head -40
      fail=1
      continue
    fi
    echo "ok: $what"
    [[ $run == 1 ]] || continue
    # shellcheck disable=SC2086
    if ! out=$($cc $flags $link_lang "$work/impl.o" "$work/user.o" -o "$work/isa" -lm 2>&1); then
      echo "FAIL: link $what"; echo "$out" | head -20; fail=1; continue
    fi
    if ! can_run "$want"; then
      echo "   (not run: $why)"
      continue
    fi
    got=$("$work/isa") || { echo "FAIL: $what: the program failed"; fail=1; continue; }
    if [[ $got != "$want" ]]; then
      echo "FAIL: $what: npk_isa_name() is '$got', expected '$want'"
      fail=1
    else
      echo "   runs, npk_isa_name() = $got"
    fi
  done
done
echo "$kind: $n configurations, $([[ $fail == 0 ]] && echo all passed || echo FAILURES)"
exit $fail
