#!/bin/sh
# check_dialect.sh MLIR2C NPK_RUN COMPARE M2C_RUN_TCP DIR NAME MODEL
# Translate DIR/NAME.mlir (a TOSA or linalg fixture, see make_dialect_fixtures.py)
# fused and with --no-fuse; both must agree, and npk's output on DIR/MODEL.input.npy
# must match PyTorch's DIR/MODEL.golden.npy (argmax and tolerance, compare_outputs).
set -u
m2c=$1; run=$2; cmp=$3; m2crun=$4; dir=$5; name=$6; model=$7
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
"$m2c" "$dir/$name.mlir" -o "$tmp/fused.tcp" || { echo "FAIL: mlir2c failed"; exit 1; }
"$m2c" "$dir/$name.mlir" -o "$tmp/plain.tcp" --no-fuse || { echo "FAIL: mlir2c --no-fuse failed"; exit 1; }
"$m2crun" --compare "$tmp/fused.tcp" "$tmp/plain.tcp" || exit 1
"$run" "$tmp/fused.tcp" "$dir/$model.input.npy" --quiet --output "$tmp/out.npy" || { echo "FAIL: npk-run failed"; exit 1; }
"$cmp" "$tmp/out.npy" "$dir/$model.golden.npy" || exit 1
echo "ok: $name"
