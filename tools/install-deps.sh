#!/usr/bin/env bash
# tools/install-deps.sh [--check]
# The project's one install script: Debian packages the optional test suites
# need beyond gcc, cmake, make, python3 and git. Add packages to the list,
# one per line, with the suite that needs them.
#   (no argument)  apt-get update && apt-get install -y the missing packages (root)
#   --check        print the missing packages; exit 1 if any, 0 if none
set -euo pipefail

packages=(
  clang               # tests/fuzz/run.sh: libFuzzer targets
  libclang-rt-14-dev  # tests/fuzz/run.sh: libFuzzer + sanitizer runtimes for clang 14
  valgrind            # tests/valgrind/memcheck.py: MNIST end to end under memcheck
  tcc                 # tests/portability: npk.h and the C tables under tcc
  g++                 # tests/portability: npk.h and the C tables as C++
  gcc-aarch64-linux-gnu   # tests/cross/aarch64.sh: AArch64 cross build
  libc6-dev-arm64-cross   # tests/cross/aarch64.sh: its sysroot
  qemu-user               # tests/cross/aarch64.sh: qemu-aarch64
  gcc-arm-none-eabi       # tests/cross/firmware.sh, examples/firmware: Cortex-M
  libnewlib-arm-none-eabi # examples/firmware: newlib (libc, libm, nano specs)
  qemu-system-arm         # tests/cross/firmware*.sh: MPS2 AN386 and MPS3 AN547 boards
  python3-numpy           # tests/fuzz/gen_graphs.py: float64 reference of generated graphs
  python3-torch           # tests/export, tests/onnx: PyTorch 1.13 exports and reference outputs
  python3-torchvision     # tests/onnx: torchvision architectures (random weights, no download)
  python3-torchaudio      # tests/onnx: torchaudio speech architectures
  python3-onnx            # tests/onnx: onnx.helper models and the reference evaluator
  libonnx-testdata        # tests/onnx: ONNX's own backend node test cases
  mlir-19-tools           # models_*_mlir_opt: mlir-opt-19 verifies the exported TOSA
  pkg-config              # tests/install: install_pkg_config builds a consumer with pkg-config --cflags --libs npk
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ "${1:-}" = --check ]; then
  if [ ${#missing[@]} -eq 0 ]; then echo "install-deps: all ${#packages[@]} packages installed"; exit 0; fi
  echo "install-deps: missing: ${missing[*]}"
  exit 1
fi
if [ ${#missing[@]} -eq 0 ]; then echo "install-deps: nothing to install"; exit 0; fi
if [ "$(id -u)" -ne 0 ]; then echo "install-deps: run as root to install: ${missing[*]}"; exit 1; fi
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y --no-install-recommends "${missing[@]}"
