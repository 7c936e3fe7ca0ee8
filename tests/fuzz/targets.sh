# targets.sh - sourced by run.sh and campaign.sh: how to build each fuzz
# target with clang + libFuzzer + ASan + UBSan.
#   fuzz_probe OUT        0 if $cc can link a libFuzzer target (else prints why)
#   fuzz_build TARGET OUT builds OUT/fuzz_TARGET
# Uses $cc (default clang) and $FUZZ_CFLAGS; run from the repository root.
fuzz_targets=(bundle mlir npy idx onnx)
cc=${FUZZ_CC:-clang}

fuzz_probe() {
  if ! command -v "$cc" >/dev/null ||
     ! echo 'int LLVMFuzzerTestOneInput(const char*d,long n){(void)d;(void)n;return 0;}' |
       "$cc" -x c - -fsanitize=fuzzer -o "$1/probe" 2>/dev/null; then
    echo "fuzz: $cc with libFuzzer not available (tools/install-deps.sh installs clang and libclang-rt-14-dev); skipped"
    return 1
  fi
}

fuzz_build() {
  # No -Werror: warnings are the gcc builds' job; here they would only stop the fuzzing.
  local flags=(-std=c99 -g -O1 -march=native -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all
               -fno-omit-frame-pointer -Wall -Wextra -I. -Itools/common -Itools/mlir2c ${FUZZ_CFLAGS:-})
  local m2c_sources
  # the translator with its ONNX front end (onnx2npy.c is a tool with its own main)
  m2c_sources=$(ls tools/mlir2c/*.c tools/mlir2c/onnx/*.c | grep -v -E '/(main|util|onnx2npy)\.c$')
  case $1 in
    bundle) "$cc" "${flags[@]}" tests/fuzz/fuzz_bundle.c -lm -o "$2/fuzz_bundle" ;;
    # shellcheck disable=SC2086
    mlir) "$cc" "${flags[@]}" -Itools/mlir2c/onnx tests/fuzz/fuzz_mlir.c $m2c_sources tools/common/npk_io.c tools/common/tcp_write.c tools/common/npk_arena.c -lm -o "$2/fuzz_mlir" ;;
    npy) "$cc" "${flags[@]}" -DFUZZ_IO_NPY tests/fuzz/fuzz_io.c tools/common/npk_io.c -o "$2/fuzz_npy" ;;
    idx) "$cc" "${flags[@]}" tests/fuzz/fuzz_io.c tools/common/npk_io.c -o "$2/fuzz_idx" ;;
    onnx) "$cc" "${flags[@]}" -Itools/mlir2c/onnx tests/fuzz/fuzz_onnx.c tools/mlir2c/onnx/onnx_wire.c \
            tools/mlir2c/onnx/onnx_model.c tools/mlir2c/onnx/onnx_tensor.c -o "$2/fuzz_onnx" ;;
    *) echo "fuzz: unknown target $1"; return 1 ;;
  esac
}

# The regression inputs of a target (replayed by ctest fuzz.replay.*, seeds here).
fuzz_regressions() {
  case $1 in
    bundle) echo tests/corpus/tcp ;;
    mlir) echo tests/corpus/mlir ;;
    npy|idx) echo tests/corpus/inputs ;;
  esac
  [ -d "tests/fuzz/findings/$1" ] && echo "tests/fuzz/findings/$1"
  return 0
}
