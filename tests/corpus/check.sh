#!/bin/sh
# check.sh KIND TOOL CORPUS_DIR NAME - one regression-corpus case.
#   tcp     TOOL=npk-run: `npk-run --print tcp/NAME` must exit 1 with stderr
#           equal to tcp/NAME.expected; good_* bundles must exit 0.
#   mlir    TOOL=mlir2c: `mlir2c mlir/NAME -o OUT.tcp` must exit 1 with stderr
#           equal to mlir/NAME.expected and write nothing; good_* must exit 0.
#   inputs  TOOL=npk-run: running tcp/good_mlp.tcp on inputs/NAME must exit 3
#           (2 for a file that does not fit the program: an expected message
#           saying "the model expects") with stderr equal to inputs/NAME.expected.
# Paths in messages are relative to CORPUS_DIR. REGEN=1 rewrites the
# .expected file instead of comparing: review the diff before committing.
set -u
kind=$1 tool=$2 dir=$3 name=$4
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$dir" || exit 1
want=1
case $kind in
  tcp)
    case $name in good_*) want=0 ;; esac
    "$tool" --print "tcp/$name" >"$tmp/stdout" 2>"$tmp/stderr" ;;
  mlir)
    case $name in good_*) want=0 ;; esac
    mkdir "$tmp/out"
    # one constant may take 1 GiB here (mlir2c's default is half the machine's memory)
    MLIR2C_MEMORY_LIMIT=1G "$tool" "mlir/$name" -o "$tmp/out/model.tcp" >"$tmp/stdout" 2>"$tmp/stderr" ;;
  inputs)
    want=3
    # a well-formed file that does not fit the program is refused with exit 2
    grep -q "the model expects" "inputs/$name.expected" 2>/dev/null && want=2
    "$tool" tcp/good_mlp.tcp "inputs/$name" >"$tmp/stdout" 2>"$tmp/stderr" ;;
  *) echo "check.sh: unknown kind $kind"; exit 2 ;;
esac
rc=$?
exp="$kind/$name.expected"
fail=0
[ "$rc" -eq "$want" ] || { echo "FAIL: exit code $rc, expected $want"; cat "$tmp/stderr"; fail=1; }
if [ "$want" -ne 0 ]; then
  if [ "${REGEN:-0}" = 1 ]; then cp "$tmp/stderr" "$exp"; fi
  diff -u "$exp" "$tmp/stderr" || { echo "FAIL: stderr differs from $exp"; fail=1; }
fi
if [ "$kind" = mlir ] && [ "$want" -ne 0 ] && [ -n "$(ls -A "$tmp/out")" ]; then echo "FAIL: files were written"; fail=1; fi
[ "$fail" -eq 0 ] && echo "ok: $kind/$name"
exit "$fail"
