#!/usr/bin/env bash
# aarch64.sh SOURCE_DIR HOST_MLIR2C WORK_DIR [DIGITS]
# Cross-builds npk for AArch64 Linux (gcc-aarch64-linux-gnu, -march=armv8-a,
# no -march=native) with the models translated by the HOST mlir2c, then runs
# under qemu-aarch64: the kernel tests (every variant that is not x86), the
# MNIST C-tables end-to-end programs, and npk-run on the .tcp bundles, their
# outputs and accuracy compared against PyTorch's. DIGITS (default all 2000)
# runs the end-to-end checks on the first DIGITS shipped digits only
# (make_subset.py), to bound the emulated run time. Prints the kernel path
# (npk_isa_name()) the aarch64 build takes. Exit 77 when a tool is missing.
# NPK_TEST_QUICK=1 (CI's reduced form of the `slow` label) builds and runs
# only the NEON kernel variants (the scalar ones run the same C source as the
# x86 scalar tests).
set -uo pipefail
src=$1 mlir2c=$2 work=$3 digits=${4:-}
sysroot=/usr/aarch64-linux-gnu
jobs=${NPK_JOBS:-2}
for tool in aarch64-linux-gnu-gcc qemu-aarch64 cmake ctest python3; do
  command -v $tool >/dev/null || { echo "$tool not found: skipped"; exit 77; }
done
[[ -d $sysroot/lib ]] || { echo "no aarch64 sysroot at $sysroot (libc6-dev-arm64-cross): skipped"; exit 77; }
[[ -x $mlir2c ]] || { echo "host mlir2c $mlir2c is missing (build the host tree first)"; exit 1; }
mkdir -p "$work"
emu=(qemu-aarch64 -L "$sysroot")

echo "== kernel path =="
here=$src/tests/portability
aarch64-linux-gnu-gcc -std=c99 -O2 -march=armv8-a -I"$src" "$here/impl_tu.c" "$here/user_tu.c" -o "$work/isa" -lm &&
  isa=$("${emu[@]}" "$work/isa") || { echo "FAIL: the ISA probe does not build or run"; exit 1; }
echo "npk_isa_name() with -march=armv8-a: $isa"

echo "== configure and build (host mlir2c: $mlir2c) =="
if ! cmake -S "$src" -B "$work/build" -DCMAKE_TOOLCHAIN_FILE="$src/tests/cross/aarch64-toolchain.cmake" \
     -DCMAKE_BUILD_TYPE=Release -DNPK_NATIVE=OFF -DNPK_BUILD_TESTS=ON -DNPK_MLIR2C="$mlir2c" >"$work/configure.log" 2>&1; then
  echo "FAIL: configure"; tail -30 "$work/configure.log"; exit 1
fi
# Tests this target can run: kernel variants that are not x86 builds, and the
# C-tables end to end tests, each built from the executable target of its name
# (tests that run something else, e.g. with an NPK_ISA setting, are left out).
variants='scalar|neon'
[[ ${NPK_TEST_QUICK:-0} == 1 ]] && variants=neon
known=$(cmake --build "$work/build" --target help | sed -n 's/^\.\.\. \([^ ]*\).*/\1/p')
tests=() targets=(npk-run compare_outputs)
while read -r t; do
  target=${t/#e2e_ctables_/ctables_}
  grep -qx -- "$target" <<<"$known" && { tests+=("$t"); targets+=("$target"); }
done < <(ctest --test-dir "$work/build" -N | sed -n 's/^ *Test *#[0-9]*: //p' |
         grep -E "^(kernels_.*_($variants)|e2e_ctables_.*)\$")
[[ ${#tests[@]} -gt 0 ]] || { echo "FAIL: no kernel or e2e tests found"; exit 1; }
if ! cmake --build "$work/build" -j "$jobs" --target "${targets[@]}" >"$work/build.log" 2>&1; then
  echo "FAIL: build"; grep -E 'error|warning' "$work/build.log" | head -30; exit 1
fi
echo "built: ${targets[*]}"
file "$work/build/npk-run" | cut -d, -f1-2

data=$src/data/mnist
if [[ -n $digits ]]; then
  data=$work/data
  python3 "$src/tests/cross/make_subset.py" "$src/data/mnist" "$digits" "$data" ||
    { echo "FAIL: cannot make the $digits-digit subset"; exit 1; }
fi
echo "== kernel tests under qemu-aarch64 =="
kernel_tests=() fail=0
for t in "${tests[@]}"; do [[ $t == kernels_* ]] && kernel_tests+=("$t"); done
start=$SECONDS
if [[ ${#kernel_tests[@]} -gt 0 ]]; then
  ctest --test-dir "$work/build" -R "^($(IFS='|'; echo "${kernel_tests[*]}"))\$" -j "$jobs" --output-on-failure 2>&1 |
    sed -n '/^ *[0-9]*\/[0-9]* Test/p; /tests passed/p; /Failed\|\*\*\*/p'
  fail=${PIPESTATUS[0]}
fi
echo "($((SECONDS - start)) s)"

echo "== MNIST C tables under qemu-aarch64 ($data) =="
start=$SECONDS
for t in "${tests[@]}"; do
  [[ $t == e2e_ctables_* ]] || continue
  m=${t#e2e_ctables_}
  exe=$(find "$work/build/tests" -name "ctables_$m" -type f | head -1)
  if out=$("${emu[@]}" "$exe" "$data/test-images.idx" "$data/golden/$m.npy" 2>&1); then
    echo "ok: $out"
  else
    echo "FAIL: $m: $out"; fail=1
  fi
done
echo "($((SECONDS - start)) s)"

echo "== npk-run on the .tcp bundles under qemu-aarch64 =="
start=$SECONDS
# tests/e2e/run_npk_run.sh runs its programs directly: hand it wrappers.
for p in npk-run compare_outputs; do
  exe=$(find "$work/build" -name "$p" -type f | head -1)
  printf '#!/bin/sh\nexec qemu-aarch64 -L %s %s "$@"\n' "$sysroot" "$exe" >"$work/$p-qemu"
  chmod +x "$work/$p-qemu"
done
models=$(sed -n 's/^set(NPK_MNIST_MODELS \(.*\) CACHE.*/\1/p' "$src/models/CMakeLists.txt")
for m in $models; do
  extra=()
  [[ $m == fc ]] && extra=(--batch-axis 1)
  if out=$(bash "$src/tests/e2e/run_npk_run.sh" "$work/npk-run-qemu" "$work/compare_outputs-qemu" \
             "$work/build/models/mnist/$m.tcp" "$data/golden/$m.npy" "$data" \
             "$work/$m-out.npy" "${extra[@]}" 2>&1); then
    echo "ok: $m: $(tr '\n' ' ' <<<"$out")"
  else
    echo "FAIL: $m: $out"
    fail=1
  fi
done
echo "($((SECONDS - start)) s)"
echo "aarch64 ($isa path): $([[ $fail == 0 ]] && echo all passed || echo FAILURES)"
exit $fail
