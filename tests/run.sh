#!/usr/bin/env bash
# Build and run the whole test suite twice: an optimised build, then one under
# AddressSanitizer + UndefinedBehaviorSanitizer. Needs only gcc, cmake, make.
# After the optimised build's suite, the kernel and model tests run again
# under NPK_MAX_ISA=avx2 and =scalar (the lower kernel paths).
# Then the optional suites, each skipped with a message when its tools are
# missing (tools/install-deps.sh installs them; run as root, it is called
# here): a short libFuzzer pass (NPK_FUZZ_SECONDS per target, default 20,
# 0 = skip) and the MNIST end-to-end tests under valgrind memcheck.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=${NPK_JOBS:-2}

# Each stage's wall time, printed as a table at the end (CI's time budget is
# 45 minutes on 2 cores: this shows where it goes).
stage_names=() stage_secs=() stage_start=$SECONDS
stage() {  # stage TITLE: close the running stage, open the next
  if [ ${#stage_names[@]} -gt 0 ]; then stage_secs+=($((SECONDS - stage_start))); fi
  stage_names+=("$1") stage_start=$SECONDS
  echo "== $1 =="
}
stage_report() {
  stage_secs+=($((SECONDS - stage_start)))
  echo "== time per stage =="
  local i
  for i in "${!stage_names[@]}"; do printf '%6d s  %s\n' "${stage_secs[$i]}" "${stage_names[$i]}"; done
  printf '%6d s  total\n' "$SECONDS"
}

trap stage_report EXIT

run_suite() {  # run_suite BUILD_DIR CMAKE_ARGS... (env SUITE_EXCLUDE: ctest labels to leave out)
  local dir=$1; shift
  # NPK_BUILD_TESTS: the tests, benchmarks and model zoo (a plain configure builds the tools only)
  cmake -S . -B "$dir" -DNPK_BUILD_TESTS=ON "$@"
  cmake --build "$dir" -j "$jobs"
  # ctest's summary ends with the tests that did not run and why (Skipped: a tool
  # or CPU path this machine lacks)
  ctest --test-dir "$dir" --output-on-failure -j "$jobs" ${SUITE_EXCLUDE:+-LE "$SUITE_EXCLUDE"}
}

stage "optional tools (tools/install-deps.sh)"
if ! bash tools/install-deps.sh --check; then
  if [ "$(id -u)" -eq 0 ]; then bash tools/install-deps.sh || echo "install-deps failed; optional suites may be skipped"
  else echo "not root: optional suites whose tools are missing will be skipped"; fi
fi

stage "optimised build and tests (build/)"
# Tests labelled `slow` run in their reduced form here (NPK_TEST_QUICK=1; a
# plain `ctest` runs them in full; README.md).
export NPK_TEST_QUICK=1
run_suite build -DCMAKE_BUILD_TYPE=Release
# Every kernel path a user may get, whatever CPU CI has: the kernel, model and
# differential-fuzz tests again with run-time dispatch capped as on a CPU without AVX-512, then
# without AVX2. Tests of a path above the cap report skipped, never passed.
for cap in avx2 scalar; do
  stage "kernels and models under NPK_MAX_ISA=$cap (build/)"
  start=$SECONDS
  if ! out=$(NPK_MAX_ISA=$cap ctest --test-dir build -L 'kernels|models|fuzz_diff' --output-on-failure -j "$jobs" 2>&1); then
    echo "$out"
    exit 1
  fi
  echo "NPK_MAX_ISA=$cap: $(grep -E 'tests passed' <<<"$out"), $(grep -c '(Skipped)$' <<<"$out") skipped" \
       "($((SECONDS - start)) s)"
done
stage "ASan+UBSan build and tests (build-san/)"
# -O1 -g1 (line tables: reports keep file:line) compiles each npk.h test unit
# in ~2/5 of the CPU time of RelWithDebInfo's -O2 -g (19.7 vs 52.8 s measured
# on test_bind.c): the sanitized build was the largest part of CI's time.
# The PyTorch-driven suites (exporter cases, the torchvision/torchaudio ONNX
# zoo) spend their time in Python; the optimised build runs them, and the
# sanitized mlir2c still reads every ONNX node test and exporter-made model
# the other suites (onnx, models, mlir2c) hold.
SUITE_EXCLUDE='export|onnx_zoo' run_suite build-san -DCMAKE_BUILD_TYPE=RelWithDebInfo -DNPK_SANITIZE=ON \
  "-DCMAKE_C_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG" "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG"

stage "fuzz: short libFuzzer pass (build-fuzz/)"
fuzz_secs=${NPK_FUZZ_SECONDS:-20}
if [ "$fuzz_secs" -gt 0 ]; then
  rc=0
  FUZZ_JOBS=$jobs bash tests/fuzz/run.sh "$fuzz_secs" || rc=$?
  if [ "$rc" -eq 77 ]; then echo "fuzz pass skipped"; elif [ "$rc" -ne 0 ]; then exit "$rc"; fi
else
  echo "fuzz pass skipped (NPK_FUZZ_SECONDS=0)"
fi

stage "valgrind memcheck on the MNIST end-to-end tests (build-vg/)"
if command -v valgrind >/dev/null; then
  # valgrind does not decode AVX-512, so this build uses the AVX2 kernels;
  # npk-run stays dynamic so memcheck can track its malloc
  cmake -S . -B build-vg -DNPK_BUILD_TESTS=ON -DCMAKE_BUILD_TYPE=Release -DNPK_NATIVE=OFF -DNPK_RUN_STATIC=OFF "-DCMAKE_C_FLAGS=-mavx2 -mfma"
  if [ -n "${NPK_MEMCHECK_REGEX:-}" ]; then cmake --build build-vg -j "$jobs"
  else  # only what the default tests run, not the whole tree again
    cmake --build build-vg -j "$jobs" --target npk-run mlir2c compare_outputs \
      ctables_fc ctables_fc_softmax ctables_mlp ctables_lenet
  fi
  # the CNN takes over 10 CPU-minutes per test under valgrind: opt in with NPK_MEMCHECK_REGEX='^e2e_'
  python3 tests/valgrind/memcheck.py build-vg "${NPK_MEMCHECK_REGEX:-^e2e_.*_(fc|fc_softmax|mlp|lenet)$}" "$jobs"
else
  echo "valgrind not installed: memcheck skipped"
fi
echo "all test suites passed"
