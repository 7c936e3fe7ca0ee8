#!/bin/sh
# check_good.sh MLIR2C RUN_TCP INPUT.mlir
# Translate INPUT (extra options from its "// ARGS: ..." line) three times:
# as is, with --no-fuse and with --no-winograd; check all load and agree on
# random inputs, and if the
# file has "// EXPECT" lines, run it on its "// INPUT" values and compare.
set -u
m2c=$1; run=$2; in=$3
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
args=$(sed -n 's|^// ARGS: ||p' "$in")
# shellcheck disable=SC2086
"$m2c" "$in" -o "$tmp/fused.tcp" $args || { echo "FAIL: mlir2c failed"; exit 1; }
# shellcheck disable=SC2086
"$m2c" "$in" -o "$tmp/plain.tcp" --no-fuse $args || { echo "FAIL: mlir2c --no-fuse failed"; exit 1; }
"$run" --compare "$tmp/fused.tcp" "$tmp/plain.tcp" || exit 1
# shellcheck disable=SC2086
"$m2c" "$in" -o "$tmp/direct.tcp" --no-winograd $args || { echo "FAIL: mlir2c --no-winograd failed"; exit 1; }
"$run" --compare "$tmp/fused.tcp" "$tmp/direct.tcp" || exit 1
if grep -q '^// EXPECT' "$in"; then
    "$run" "$tmp/fused.tcp" "$in" || exit 1
fi
exit 0
