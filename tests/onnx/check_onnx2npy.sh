#!/bin/sh
# check_onnx2npy.sh ONNX2NPY OUTDIR [TESTDATA]: onnx2npy on ONNX test cases
# (libonnx-testdata): a FLOAT and a BOOL tensor become .npy files with the
# right descr, shape and size; --model prints the summary; a file that is
# not a TensorProto fails with one line and exit 1. Exit 77 without the data.
set -u
tool=$1 out=$2 data=${3:-/usr/share/libonnx-testdata/data}/node
[ -d "$data/test_abs" ] || { echo "check_onnx2npy: $data not found (libonnx-testdata); skipped"; exit 77; }
mkdir -p "$out"
fail() { echo "check_onnx2npy: $*"; exit 1; }

"$tool" "$data/test_abs/test_data_set_0/input_0.pb" "$out/abs.npy" || fail "abs input refused"
head -c 6 "$out/abs.npy" | od -An -c | grep -q 'N   U   M   P   Y' || fail "abs.npy: no NumPy magic"
grep -a -q "{'descr': '<f4', 'fortran_order': False, 'shape': (3, 4, 5), }" "$out/abs.npy" || fail "abs.npy: wrong header"
[ "$(wc -c < "$out/abs.npy")" -eq $((128 + 3 * 4 * 5 * 4)) ] || fail "abs.npy: size $(wc -c < "$out/abs.npy")"

"$tool" "$data/test_and2d/test_data_set_0/output_0.pb" "$out/and.npy" || fail "and2d output refused"
grep -a -q "{'descr': '|b1', 'fortran_order': False, 'shape': (3, 4), }" "$out/and.npy" || fail "and.npy: wrong header"
[ "$(wc -c < "$out/and.npy")" -eq $((128 + 12)) ] || fail "and.npy: size $(wc -c < "$out/and.npy")"

"$tool" --model "$data/test_abs/model.onnx" > "$out/abs.txt" || fail "--model refused test_abs"
for line in "ir_version 7" "opset ai.onnx 13" "input x FLOAT [3,4,5]" "output y FLOAT [3,4,5]" "nodes 1" "op Abs 1"; do
  grep -q -F -x "$line" "$out/abs.txt" || fail "--model: no line '$line'"
done

"$tool" "$data/test_abs/model.onnx" "$out/bad.npy" 2> "$out/bad.txt"
rc=$?
[ $rc -eq 1 ] || fail "a model as a tensor: exit $rc, want 1"
[ "$(wc -l < "$out/bad.txt")" -eq 1 ] || fail "a model as a tensor: not one line: $(cat "$out/bad.txt")"
[ ! -e "$out/bad.npy" ] || fail "a refused tensor left bad.npy"
echo "check_onnx2npy: ok"
