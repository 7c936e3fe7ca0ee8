#!/usr/bin/env bash
# fc_playground.sh MLIR2C NPK_RUN MAKE_CASE COMPARE FC.mlir WORKDIR
# The playground FC exactly as written (all three operands ?x? arguments),
# sized with --shape, run by npk-run with three .npy inputs, must reproduce
# weights @ image + biases on random data.
set -euo pipefail
mlir2c=$1 npk_run=$2 make_case=$3 compare=$4 fc=$5 dir=$6
mkdir -p "$dir"
"$make_case" "$dir"
"$mlir2c" "$fc" -o "$dir/fc.tcp" --shape image=784x100 --shape weights=10x784 --shape biases=10x1
"$npk_run" "$dir/fc.tcp" "$dir/image.npy" "$dir/weights.npy" "$dir/biases.npy" \
    --batch-axis 1 --quiet --output "$dir/out.npy"
"$compare" "$dir/out.npy" "$dir/reference.npy" --transpose
