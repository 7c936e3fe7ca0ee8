#!/usr/bin/env bash
# run_npk_run.sh NPK_RUN COMPARE MODEL.tcp GOLDEN.npy DATA_DIR OUT.npy [npk-run options]
# Runs npk-run on the shipped test digits, checks its outputs against PyTorch's
# and its accuracy line against the golden accuracy.
set -euo pipefail
npk_run=$1 compare=$2 model=$3 golden=$4 data=$5 out=$6
shift 6
transpose=()
for a in "$@"; do [[ $a == --batch-axis ]] && transpose=(--transpose); done
rm -f "$out"
log=$("$npk_run" "$model" "$data/test-images.idx" --labels "$data/test-labels.idx" --quiet --output "$out" "$@")
echo "$log"
"$compare" "$out" "$golden" "${transpose[@]}"
acc=${golden%.npy}-accuracy.txt
want="$(awk '/^correct/{c=$2} /^total/{t=$2} END{print c "/" t}' "$acc")"
grep -q "^accuracy: .* ($want)\$" <<<"$log" || { echo "accuracy line does not show $want"; exit 1; }
