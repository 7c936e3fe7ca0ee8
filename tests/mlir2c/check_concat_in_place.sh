#!/bin/sh
# check_concat_in_place.sh MLIR2C NPK-RUN: inputs/concat_in_place.mlir's first
# concat gets its operands planned at their blocks of its result (offsets
# c, c + 64), the other two (one value twice; batch 2) do not.
set -u
m2c=$1; run=$2; in=$(dirname "$0")/inputs/concat_in_place.mlir
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
"$m2c" "$in" -o "$tmp/c.tcp" >/dev/null || { echo "FAIL: mlir2c failed"; exit 1; }
"$run" "$tmp/c.tcp" --print > "$tmp/print.txt" || { echo "FAIL: npk-run --print failed"; exit 1; }
off() { awk -v n="$1" '$2 == n && $3 == "arena" { for (i = 1; i < NF; i++) if ($i == "offset") print $(i + 1) }' "$tmp/print.txt"; }
a=$(off %a); b=$(off %b); c=$(off %c); d=$(off %d); f=$(off %f); g=$(off %g)
[ -n "$a" ] && [ -n "$c" ] || { echo "FAIL: tensors not found"; cat "$tmp/print.txt"; exit 1; }
[ "$a" -eq "$c" ] && [ "$b" -eq $((c + 64)) ] || { echo "FAIL: %a at $a, %b at $b, not at %c's blocks ($c, $((c + 64)))"; exit 1; }
[ "$d" -lt "$f" ] || [ "$d" -ge $((f + 96)) ] || { echo "FAIL: %d at $d inside %f at $f"; exit 1; }
[ "$d" -lt "$g" ] || [ "$d" -ge $((g + 96)) ] || { echo "FAIL: %d at $d inside %g at $g"; exit 1; }
echo "ok: concat operands at their blocks (%a $a, %b $b in %c $c); the others copied"
