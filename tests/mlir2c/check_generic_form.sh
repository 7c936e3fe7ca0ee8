#!/bin/sh
# check_generic_form.sh MLIR2C RUN_TCP INPUT.mlir [MLIR_OPT]
# The same case in the generic op form: mlir-opt (a test-time tool; exit 77,
# skipped, without it) verifies INPUT and prints it generic; mlir2c translates
# that, and the program must give INPUT's // EXPECT values on its // INPUT ones.
set -u
m2c=$1; run=$2; in=$3; opt=${4:-mlir-opt-22}
command -v "$opt" >/dev/null 2>&1 || { echo "skip: no $opt"; exit 77; }
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
"$opt" --mlir-print-op-generic "$in" -o "$tmp/generic.mlir" || { echo "FAIL: $opt rejects $in"; exit 1; }
"$m2c" "$tmp/generic.mlir" -o "$tmp/g.tcp" || { echo "FAIL: mlir2c failed on the generic form"; exit 1; }
"$run" "$tmp/g.tcp" "$in"
