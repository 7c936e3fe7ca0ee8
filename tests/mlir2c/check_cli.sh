#!/bin/sh
# check_cli.sh MLIR2C INPUTS_DIR - exit codes and atomic output.
set -u
m2c=$1; in=$2
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
expect() {  # expect CODE DESCRIPTION -- ARGS...
    code=$1; what=$2; shift 3
    "$m2c" "$@" >"$tmp/out.txt" 2>"$tmp/err.txt"
    rc=$?
    if [ "$rc" -ne "$code" ]; then
        echo "FAIL: $what: exit $rc, expected $code"; cat "$tmp/err.txt"; fail=1
    fi
}
expect 0 "--help" -- --help
grep -q "exit codes" "$tmp/out.txt" || { echo "FAIL: --help does not list exit codes"; fail=1; }
expect 0 "--version" -- --version
grep -q "mlir2c" "$tmp/out.txt" || { echo "FAIL: --version"; fail=1; }
expect 2 "no arguments" --
expect 2 "no output" -- "$in/fc.mlir"
expect 2 "unknown option" -- "$in/fc.mlir" -o "$tmp/x.tcp" --bogus
expect 2 "bad output extension" -- "$in/fc.mlir" -o "$tmp/x.bin"
expect 2 "bad --shape" -- "$in/fc.mlir" -o "$tmp/x.tcp" --shape image=7xq
expect 2 "--shape of unknown argument" -- "$in/fc.mlir" -o "$tmp/x.tcp" --shape nope=3
expect 2 "--name not an identifier" -- "$in/fc.mlir" -o "$tmp/x.c" --name 9lives
expect 3 "missing input" -- "$tmp/missing.mlir" -o "$tmp/x.tcp"
expect 3 "unwritable output" -- "$in/fc.mlir" -o "$tmp/no/such/dir/x.tcp" --shape image=784x1 --shape weights=10x784 --shape biases=10x1
expect 3 "missing --const file" -- "$in/fc.mlir" -o "$tmp/x.tcp" --shape image=784x1 --shape weights=10x784 --const biases=$tmp/none.npy
expect 1 "unknown --func" -- "$in/fc.mlir" -o "$tmp/x.tcp" --func nothere
expect 1 "unresolved dims" -- "$in/fc.mlir" -o "$tmp/x.tcp"
if [ -n "$(ls "$tmp" | grep -v '\.txt$')" ]; then echo "FAIL: failed runs left files: $(ls "$tmp")"; fail=1; fi
# a good run writes exactly the output (no temporaries) ...
expect 0 "good .tcp" -- "$in/fc.mlir" -o "$tmp/fc.tcp" --shape image=784x2 --shape weights=10x784 --shape biases=10x1
expect 0 "good .c" -- "$in/fc.mlir" -o "$tmp/fc.c" --shape image=784x2 --shape weights=10x784 --shape biases=10x1
for f in fc.tcp fc.c fc.h; do [ -s "$tmp/$f" ] || { echo "FAIL: $f not written"; fail=1; }; done
grep -q "extern npk_program fc_program;" "$tmp/fc.h" || { echo "FAIL: fc.h lacks the program declaration"; fail=1; }
grep -q "#define FC_ARENA_BYTES" "$tmp/fc.h" || { echo "FAIL: fc.h lacks FC_ARENA_BYTES"; fail=1; }
[ "$(ls "$tmp" | grep -c tmp)" -eq 0 ] || { echo "FAIL: temporary files left: $(ls "$tmp")"; fail=1; }
# ... and a failing run leaves an existing output untouched
cp "$tmp/fc.tcp" "$tmp/keep.tcp"
expect 1 "failing run over an existing output" -- "$in/fc.mlir" -o "$tmp/fc.tcp"
cmp -s "$tmp/fc.tcp" "$tmp/keep.tcp" || { echo "FAIL: a failed run changed the existing output"; fail=1; }
[ "$fail" -eq 0 ] && echo "ok: command line"
exit "$fail"
