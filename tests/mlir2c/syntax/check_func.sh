#!/bin/sh
# check_func.sh MLIR2C NPK_RUN DIR - --func on a module with several functions
# (syntax/several_funcs.mlir): each public one translates and computes its
# own function; without --func, or with an unknown name, exit code 1 and a
# message naming the functions.
set -u
m2c=$1; run=$2; dir=$3
f="$dir/syntax/several_funcs.mlir"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
"$m2c" "$f" -o "$tmp/x.tcp" >/dev/null 2>"$tmp/err"; rc=$?
[ "$rc" -eq 1 ] && grep -q "several public functions (@double, @helper (private), @expo): choose one with --func" "$tmp/err" ||
    { echo "FAIL: no --func: exit $rc"; cat "$tmp/err"; fail=1; }
"$m2c" "$f" -o "$tmp/x.tcp" --func nothere >/dev/null 2>"$tmp/err"; rc=$?
[ "$rc" -eq 1 ] && grep -q "no function '@nothere' (the file defines @double, @helper (private), @expo)" "$tmp/err" ||
    { echo "FAIL: unknown --func: exit $rc"; cat "$tmp/err"; fail=1; }
"$m2c" "$f" -o "$tmp/x.tcp" --func decl >/dev/null 2>"$tmp/err"; rc=$?
[ "$rc" -eq 1 ] || { echo "FAIL: --func of a declaration: exit $rc"; fail=1; }
# a .npy input: float32 [1.0, 2.0]
python3 - "$tmp/in.npy" <<'PY' || { echo "FAIL: cannot write the input"; exit 1; }
import struct, sys
h = "{'descr': '<f4', 'fortran_order': False, 'shape': (2,), }"
h = h + ' ' * (118 - len(h) - 10 - 1) + '\n'
open(sys.argv[1], 'wb').write(b'\x93NUMPY\x01\x00' + struct.pack('<H', len(h)) + h.encode() + struct.pack('<2f', 1.0, 2.0))
PY
for fn in double expo; do
  "$m2c" "$f" -o "$tmp/$fn.tcp" --func $fn >/dev/null || { echo "FAIL: --func $fn"; fail=1; continue; }
  "$run" "$tmp/$fn.tcp" "$tmp/in.npy" --quiet --output "$tmp/$fn.npy" || { echo "FAIL: npk-run $fn"; fail=1; continue; }
done
python3 - "$tmp" <<'PY' || fail=1
import struct, sys, math
def load(p):
    b = open(p, 'rb').read()
    n = struct.unpack('<H', b[8:10])[0]
    return struct.unpack('<2f', b[10 + n:10 + n + 8])
d, e = load(sys.argv[1] + '/double.npy'), load(sys.argv[1] + '/expo.npy')
ok = d == (2.0, 4.0) and all(abs(a - math.exp(x)) < 1e-5 * math.exp(x) for a, x in zip(e, (1.0, 2.0)))
print(("ok: --func double gives %s, --func expo gives %s" if ok else "FAIL: --func outputs %s %s") % (d, e))
sys.exit(0 if ok else 1)
PY
exit $fail
