#!/bin/sh
# check_tosa_models.sh MLIR2C NPK_RUN COMPARE TOSA.mlir TCF.tcp IMAGES
# The shipped model exported in TOSA form (models/mnist/tosa/) must give the
# same argmax as its TCF form on the test digits (values within tolerance).
set -u
m2c=$1; run=$2; cmp=$3; tosa=$4; tcf=$5; images=$6
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
"$m2c" "$tosa" -o "$tmp/tosa.tcp" || { echo "FAIL: mlir2c failed on $tosa"; exit 1; }
"$run" "$tcf" "$images" --quiet --output "$tmp/tcf.npy" || exit 1
"$run" "$tmp/tosa.tcp" "$images" --quiet --output "$tmp/tosa.npy" || exit 1
"$cmp" "$tmp/tosa.npy" "$tmp/tcf.npy" || exit 1
echo "ok: $tosa"
