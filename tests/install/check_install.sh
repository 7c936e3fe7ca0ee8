#!/usr/bin/env bash
# check_install.sh MODE SOURCE_DIR BUILD_DIR WORK_DIR CC
# The installed npk as a user gets it (ctest -L install, tests/install/CMakeLists.txt).
# The prefix is WORK_DIR/prefix; each consumer builds outside both trees.
#   prefix        cmake --install BUILD_DIR --prefix WORK_DIR/prefix; every file a
#                 user needs is there; the installed mlir2c (--version) and npk-run
#                 (--help) run; installed mlir2c translates models/mnist/lenet.mlir
#                 and installed npk-run classifies data/mnist/sample-digit.npy with
#                 it as class 0 (WORK_DIR/lenet.tcp)
#   find_package  tests/install/consumer: a CMake project with find_package(npk)
#                 (CMAKE_PREFIX_PATH=prefix), npk::npk and npk::mlir2c
#   pkg-config    consumer.c built with cc $(pkg-config --cflags --libs npk)
#                 (PKG_CONFIG_PATH=prefix/lib/pkgconfig); exit 77 without pkg-config
#   single        consumer.c built against npk_single.h copied alone into a directory
# Each consumer runs consumer.c: a matmul against exact values, then the program
# API on lenet.tcp and the sample digit; its output must name the installed version
# and class 0.
set -uo pipefail
mode=$1 src=$2 build=$3 work=$4 cc=$5
prefix=$work/prefix
digit=$src/data/mnist/sample-digit.npy
fail() { echo "FAIL: $*"; exit 1; }
cflags=(-std=c99 -O1 -Wall -Wextra -pedantic -Werror)

# consumer's output: "npk VERSION: matmul ok, class 0 (score ...)"
check_consumer() {  # check_consumer EXE
  local out version
  version=$("$prefix/bin/mlir2c" --version | awk '{print $2}')
  out=$("$1" "$work/lenet.tcp" "$digit") || fail "$1 failed: $out"
  echo "$out"
  [[ $out == "npk $version: matmul ok, class 0 "* ]] || fail "expected 'npk $version: matmul ok, class 0 ...'"
}

case $mode in
prefix)
  rm -rf "$work"
  mkdir -p "$work"
  cmake --install "$build" --prefix "$prefix" >"$work/install.log" 2>&1 || { cat "$work/install.log"; fail "cmake --install"; }
  for f in include/npk.h include/npk_kernels/npk_common.h include/npk_interp/npk_program.h \
           include/npk_interp/npk_ops.inc include/npk_single.h bin/mlir2c bin/npk-run \
           lib/cmake/npk/npkConfig.cmake lib/cmake/npk/npkConfigVersion.cmake \
           lib/cmake/npk/npkTargets.cmake lib/pkgconfig/npk.pc; do
    [[ -e $prefix/$f ]] || fail "$prefix/$f not installed"
  done
  # every header npk.h may include: the installed tree has the source tree's
  n_src=$(cd "$src" && find npk.h npk_kernels npk_interp -name '*.h' -o -name '*.inc' | wc -l)
  n_inst=$(cd "$prefix/include" && find npk.h npk_kernels npk_interp -name '*.h' -o -name '*.inc' | wc -l)
  [[ $n_src == "$n_inst" ]] || fail "$n_inst headers installed, the source tree has $n_src"
  "$prefix/bin/mlir2c" --version || fail "installed mlir2c --version"
  "$prefix/bin/npk-run" --help >"$work/help.txt" || fail "installed npk-run --help"
  grep -q '^usage: npk-run' "$work/help.txt" || fail "installed npk-run --help: no usage line"
  "$prefix/bin/mlir2c" "$src/models/mnist/lenet.mlir" --shape image=1x1x28x28 -o "$work/lenet.tcp" ||
    fail "installed mlir2c on models/mnist/lenet.mlir"
  out=$("$prefix/bin/npk-run" "$work/lenet.tcp" "$digit") || fail "installed npk-run: $out"
  echo "$out"
  [[ $out == "sample 0: class 0 "* ]] || fail "installed npk-run: expected 'sample 0: class 0 ...'"
  echo "installed into $prefix"
  ;;
find_package)
  rm -rf "$work/cmake"
  cmake -S "$src/tests/install/consumer" -B "$work/cmake" -DCMAKE_PREFIX_PATH="$prefix" \
    -DCMAKE_C_COMPILER="$cc" -DCMAKE_BUILD_TYPE=MinSizeRel -DNPK_MODEL_MLIR="$src/models/mnist/lenet.mlir" \
    >"$work/cmake.log" 2>&1 || { cat "$work/cmake.log"; fail "configure the find_package consumer"; }
  grep 'npk .* from' "$work/cmake.log"
  cmake --build "$work/cmake" >>"$work/cmake.log" 2>&1 || { cat "$work/cmake.log"; fail "build the find_package consumer"; }
  # npk::mlir2c made the same program as the installed mlir2c did
  cmp "$work/cmake/model.tcp" "$work/lenet.tcp" || fail "npk::mlir2c's model.tcp differs from lenet.tcp"
  check_consumer "$work/cmake/consumer"
  ;;
pkg-config)
  command -v pkg-config >/dev/null || { echo "pkg-config not found (tools/install-deps.sh installs it): skipped"; exit 77; }
  export PKG_CONFIG_PATH=$prefix/lib/pkgconfig
  flags=$(pkg-config --cflags --libs npk) || fail "pkg-config --cflags --libs npk"
  echo "pkg-config --cflags --libs npk: $flags"
  [[ $(pkg-config --modversion npk) == $("$prefix/bin/mlir2c" --version | awk '{print $2}') ]] ||
    fail "pkg-config --modversion npk: $(pkg-config --modversion npk)"
  mkdir -p "$work/pc"
  cp "$src/tests/install/consumer.c" "$work/pc/"
  # shellcheck disable=SC2086 # the flags are words
  "$cc" "${cflags[@]}" "$work/pc/consumer.c" -o "$work/pc/consumer" $flags || fail "cc \$(pkg-config --cflags --libs npk)"
  check_consumer "$work/pc/consumer"
  ;;
single)
  mkdir -p "$work/single"
  rm -f "$work/single/"*
  cp "$prefix/include/npk_single.h" "$src/tests/install/consumer.c" "$work/single/"
  "$cc" "${cflags[@]}" -DCONSUMER_SINGLE -I"$work/single" "$work/single/consumer.c" -o "$work/single/consumer" -lm ||
    fail "cc with npk_single.h alone"
  check_consumer "$work/single/consumer"
  ;;
*)
  fail "unknown mode $mode"
  ;;
esac
