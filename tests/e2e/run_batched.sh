#!/usr/bin/env bash
# run_batched.sh MLIR2C NPK_RUN COMPARE MODEL.mlir GOLDEN.npy DATA_DIR OUT_DIR BATCH_AXIS [mlir2c options]
# Translates a shipped model for a batch of samples (the options give the
# input shape with the batch, e.g. --shape image=8x1x28x28) and runs it with
# npk-run --batch-axis over the test digits: outputs and accuracy must match
# PyTorch's as for the one-sample program (run_npk_run.sh checks them).
set -euo pipefail
m2c=$1 run=$2 cmp=$3 mlir=$4 golden=$5 data=$6 out=$7 axis=$8
shift 8
mkdir -p "$out"
name=$(basename "$mlir" .mlir)
"$m2c" "$mlir" -o "$out/$name.tcp" "$@"
extra=()
[[ $axis != 0 ]] && extra=(--batch-axis "$axis")
exec bash "$(dirname "$0")/run_npk_run.sh" "$run" "$cmp" "$out/$name.tcp" "$golden" "$data" "$out/$name-out.npy" "${extra[@]}"
