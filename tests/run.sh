#!/usr/bin/env bash
# Build and run the whole test suite twice: an optimised build, then one under
# AddressSanitizer + UndefinedBehaviorSanitizer. Needs only gcc, cmake, make.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=${NPK_JOBS:-2}

run_suite() {  # run_suite BUILD_DIR CMAKE_ARGS...
  local dir=$1; shift
  cmake -S . -B "$dir" "$@"
  cmake --build "$dir" -j "$jobs"
  ctest --test-dir "$dir" --output-on-failure -j "$jobs"
}

echo "== optimised build (build/) =="
run_suite build -DCMAKE_BUILD_TYPE=Release
echo "== ASan+UBSan build (build-san/) =="
run_suite build-san -DCMAKE_BUILD_TYPE=RelWithDebInfo -DNPK_SANITIZE=ON
echo "all test suites passed"
