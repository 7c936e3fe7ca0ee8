#!/bin/sh
# check_printed.sh MLIR2C NPK_RUN DIR NAME
# DIR/syntax/printed/NAME.mlir is a file as mlir-opt printed it (its first lines say
# which mlir-opt, flags and source). With "// SAME-AS: SRC" it must translate
# and give npk-run outputs on "// INPUT: X.npy" bit-identical to those of
# SRC, the pretty form it was printed from (INPUT may name several files, one per
# program input); with "// TOL: T" as well, within
# T * (1 + max|pretty|) instead (a lowering that decomposes ops, e.g. softmax
# into linalg ops, rounds differently). With "// REFUSED" (ops mlir2c
# does not lower) it must be a clean refusal: exit code 1 and one located
# "file:line:col: error: ... not supported" diagnostic, never a parse error.
set -u
m2c=$1; run=$2; dir=$3; name=$4
f="$dir/syntax/printed/$name.mlir"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
same=$(sed -n 's|^// SAME-AS: ||p' "$f")
input=$(sed -n 's|^// INPUT: ||p' "$f")
tol=$(sed -n 's|^// TOL: ||p' "$f")
if grep -q '^// REFUSED' "$f"; then
  "$m2c" "$f" -o "$tmp/x.tcp" >/dev/null 2>"$tmp/err"
  rc=$?
  [ "$rc" -eq 1 ] || { echo "FAIL: exit code $rc, expected 1"; cat "$tmp/err"; exit 1; }
  head -1 "$tmp/err" | grep -Eq "^[^:]+:[0-9]+:[0-9]+: error: .*(not supported|unsupported op)" ||
    { echo "FAIL: not a located 'not supported' diagnostic:"; cat "$tmp/err"; exit 1; }
  echo "ok: $name refused: $(head -1 "$tmp/err")"
  exit 0
fi
"$m2c" "$f" -o "$tmp/printed.tcp" >/dev/null || { echo "FAIL: mlir2c failed on the printed form"; exit 1; }
"$m2c" "$dir/$same" -o "$tmp/pretty.tcp" >/dev/null || { echo "FAIL: mlir2c failed on $same"; exit 1; }
inputs=""   # "// INPUT: a.npy b.npy": one file per program input
for i in $input; do inputs="$inputs $dir/$i"; done
# shellcheck disable=SC2086
"$run" "$tmp/printed.tcp" $inputs --quiet --output "$tmp/printed.npy" || { echo "FAIL: npk-run failed"; exit 1; }
# shellcheck disable=SC2086
"$run" "$tmp/pretty.tcp" $inputs --quiet --output "$tmp/pretty.npy" || { echo "FAIL: npk-run failed"; exit 1; }
if [ -n "$tol" ]; then
  python3 - "$dir/../mlir_corpus" "$tmp/printed.npy" "$tmp/pretty.npy" "$tol" <<'PY' || exit 1
import sys
sys.path.insert(0, sys.argv[1])
from npyio import read_npy
(sa, _, a), (sb, _, b), tol = read_npy(sys.argv[2]), read_npy(sys.argv[3]), float(sys.argv[4])
bound = tol * (1 + max(abs(v) for v in b))
err = max(abs(x - y) for x, y in zip(a, b))
if sa != sb or err > bound:
    sys.exit("FAIL: outputs differ: shapes %s %s, max error %g > %g" % (sa, sb, err, bound))
print("max error %g (bound %g)" % (err, bound))
PY
else
  cmp "$tmp/printed.npy" "$tmp/pretty.npy" || { echo "FAIL: outputs differ from those of $same"; exit 1; }
fi
echo "ok: $name gives the outputs of $same"
