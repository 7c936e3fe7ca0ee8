#!/bin/sh
# check_diag.sh MLIR2C BAD_DIR NAME
# Translate BAD_DIR/NAME.mlir (extra options from a "// ARGS: ..." line) and
# require: exit code 1, stderr identical to NAME.expected (diagnostic, source
# line and caret), and no output file (nor temporary file) left behind.
# With REGEN=1 it rewrites NAME.expected instead: review the diff!
set -u
m2c=$1; dir=$2; name=$3
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/out"
args=$(sed -n 's|^// ARGS: ||p' "$dir/$name.mlir")
cd "$dir" || exit 1
# shellcheck disable=SC2086
"$m2c" "$name.mlir" -o "$tmp/out/model.tcp" $args >"$tmp/stdout" 2>"$tmp/stderr"
rc=$?
if [ "${REGEN:-0}" = 1 ]; then cp "$tmp/stderr" "$name.expected"; fi
fail=0
[ "$rc" -eq 1 ] || { echo "FAIL: exit code $rc, expected 1"; fail=1; }
diff -u "$name.expected" "$tmp/stderr" || { echo "FAIL: stderr differs from $name.expected"; fail=1; }
if [ -n "$(ls -A "$tmp/out")" ]; then echo "FAIL: files were written: $(ls -A "$tmp/out")"; fail=1; fi
[ "$fail" -eq 0 ] && echo "ok: $name"
exit "$fail"
