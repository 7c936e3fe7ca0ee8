#!/bin/bash
# npk-run checks every input against the program and writes every output
# (issue 33 item 3). Tiny models are translated by mlir2c from the MLIR text
# below; make_inputs writes the input files and exact expected outputs.
#   input_check_tests.sh CASE NPK_RUN MLIR2C MAKE_INPUTS CHECK_CLOSE CHECK_NPZ WORKDIR
# CASE: shape dtype outputs npz_numpy (exit 77 without python3's numpy).
set -u
. "$(dirname "$0")/../expect.sh" # fail, expect, finish
case_name=$1 npk_run=$2 mlir2c=$3 make_inputs=$4 check_close=$5 check_npz=$6 work=$7
dir=$work/$case_name
rm -rf "$dir" && mkdir -p "$dir" && cd "$dir" || exit 2
"$make_inputs" . || { echo "make_inputs failed"; exit 2; }

# same ACTUAL EXPECTED: the same shape and values (exact: the expectations are exact)
same() { "$check_close" "$1" "$2" 0 >/dev/null || fail "$1 differs from $2"; }

translate() { # NAME: NAME.mlir (from stdin) -> NAME.tcp
    cat > "$1.mlir"
    "$mlir2c" "$1.mlir" -o "$1.tcp" || { echo "mlir2c $1.mlir failed"; exit 2; }
}

# A keyword-spotting-shaped input, [1,1,49,10] (H 49, W 10): 2x.
translate kws <<'EOF'
func.func @kws(%x: tensor<1x1x49x10xf32>) -> tensor<1x1x49x10xf32> {
  %0 = tosa.add %x, %x : (tensor<1x1x49x10xf32>, tensor<1x1x49x10xf32>) -> tensor<1x1x49x10xf32>
  return %0 : tensor<1x1x49x10xf32>
}
EOF
# Token ids, i32 [1,4]: output their values as f32.
translate ids <<'EOF'
func.func @ids(%tok: tensor<1x4xi32>) -> tensor<1x4xf32> {
  %0 = tosa.cast %tok : (tensor<1x4xi32>) -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}
EOF
# Two outputs of different shapes: x + x [2,3] and the row sums [2,1].
translate two <<'EOF'
func.func @two(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x1xf32>) {
  %0 = tosa.add %x, %x : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.reduce_sum %x {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<2x1xf32>
}
EOF

run_shape() {
    # the right shape runs and gives 2x; a batch of 3 along axis 0 too
    expect 0 "sample 0: class" "$npk_run" kws.tcp kws_x.npy --output y.npy
    same y.npy kws_want.npy
    expect 0 "sample 2: class" "$npk_run" kws.tcp kws_batch3.npy
    # H and W swapped: the same element count, refused naming both shapes (it ran, exit 0, before)
    expect 2 "npk-run: input 0 'x': the model expects f32 [1, 1, 49, 10]; kws_swapped.npy holds f32 [1, 1, 10, 49] (dims 2 and 3 differ: transpose it; only the batch axis 0 may differ" \
        "$npk_run" kws.tcp kws_swapped.npy --output no.npy
    [ ! -e no.npy ] || fail "an output was written for a refused input"
    # the wrong rank, the same elements: refused with the shape to make
    expect 2 "input 0 'x': the model expects f32 [1, 1, 49, 10]; kws_rank3.npy holds f32 [1, 49, 10] (rank 3, not 4: reshape it to [1, 1, 49, 10]" \
        "$npk_run" kws.tcp kws_rank3.npy
    # every error is one line
    out=$("$npk_run" kws.tcp kws_swapped.npy 2>&1)
    [ "$(printf '%s\n' "$out" | wc -l)" -eq 1 ] || fail "the refusal is not one line: $out"
    # with batch axis 2 the swapped file's dims 0, 1 and 3 must match: dim 3 still differs
    expect 2 "dim 3 differs" "$npk_run" kws.tcp kws_swapped.npy --batch-axis 2
}

run_dtype() {
    # i64 ids that fit i32: converted, same values out
    expect 0 "" "$npk_run" ids.tcp ids_i64.npy --output y.npy
    same y.npy ids_want.npy
    # i8 widened
    expect 0 "" "$npk_run" ids.tcp ids_i8.npy --output y8.npy
    same y8.npy ids_i8_want.npy
    # an id past i32: refused naming its index and value
    expect 2 "input 0 'tok': the model expects i32 [1, 4]; ids_big.npy holds i64 [1, 4] (value 4294967296 at index 2 does not fit i32, range -2147483648..2147483647)" \
        "$npk_run" ids.tcp ids_big.npy
    # floats for an integer input: no lossless conversion, refused with the fix
    expect 2 "ids_f32.npy holds f32 [1, 4] (npk-run converts only integers to integers that hold every value, and f64 to f32: save i32, e.g. x.astype(np.int32))" \
        "$npk_run" ids.tcp ids_f32.npy
    # f64 for f32: converted with a note on stderr, same outputs as the f32 file
    expect 0 "npk-run: note: input 0 'x': two_x64.npy holds f64, converted to f32" \
        "$npk_run" two.tcp two_x64.npy --output y64.npy
    same y64.npy two_want0.npy
    out=$("$npk_run" two.tcp two_x64.npy 2>/dev/null) || fail "f64 run exited $?"
    case $out in *note*) fail "the note went to stdout: $out" ;; esac
    # an f64 past f32's range is refused, not made infinite
    expect 2 "two_x64_big.npy holds f64 [5, 3] (value 1e+300 at index 4 is beyond f32's range)" \
        "$npk_run" two.tcp two_x64_big.npy
}

run_outputs() {
    # both outputs of 5 samples (3 runs of 2, the last padded), value by value
    expect 0 "sample 4: class" "$npk_run" two.tcp two_x.npy --output a.npy --output b.npy
    same a.npy two_want0.npy
    same b.npy two_want1.npy
    # .bin for one, .npy for the other
    expect 0 "" "$npk_run" two.tcp two_x.npy --output a.bin --output=b2.npy
    same a.bin two_want0.npy
    same b2.npy two_want1.npy
    # one .npz holds both, members named output_0/output_1 (the outputs have SSA names only),
    # byte-identical to the .npy files
    expect 0 "" "$npk_run" two.tcp two_x.npy --output all.npz
    "$check_npz" all.npz output_0.npy=a.npy output_1.npy=b.npy || fail "all.npz: check_npz failed"
    # output 0 alone, as before
    expect 0 "" "$npk_run" two.tcp two_x.npy --output only0.npy
    cmp -s only0.npy a.npy || fail "only0.npy differs from a.npy"
    # usage errors
    expect 2 "two.tcp has 2 output(s), 3 --output files given" \
        "$npk_run" two.tcp two_x.npy --output c1.npy --output c2.npy --output c3.npy
    expect 2 "--output: an .npz holds every output: give it alone" \
        "$npk_run" two.tcp two_x.npy --output a.npy --output all.npz
    expect 2 "--output: 'a.txt' must end in .npy, .bin or .npz" "$npk_run" two.tcp two_x.npy --output a.txt
    # all or nothing: the second file cannot be written, so neither is
    rm -f first.npy
    expect 3 "no/such/dir/b.npy: cannot create temporary file" \
        "$npk_run" two.tcp two_x.npy --output first.npy --output no/such/dir/b.npy
    [ ! -e first.npy ] || fail "first.npy was written although the second output failed"
    expect 3 "no/such/dir/all.npz: cannot create temporary file" \
        "$npk_run" two.tcp two_x.npy --output no/such/dir/all.npz
    ls ./*.tmp* >/dev/null 2>&1 && fail "temporary files left behind: $(ls ./*.tmp*)"
}

run_npz_numpy() {
    local py=
    for c in python3 /usr/bin/python3; do "$c" -c 'import numpy' 2>/dev/null && { py=$c; break; }; done
    [ -n "$py" ] || { echo "no python3 with numpy: skipped"; exit 77; }
    expect 0 "" "$npk_run" two.tcp two_x.npy --output all.npz
    "$py" - <<'EOF' || fail "numpy does not read all.npz as the two outputs"
import numpy as np
z = np.load('all.npz')
assert sorted(z.files) == ['output_0', 'output_1'], z.files
assert z['output_0'].dtype == np.float32 and z['output_0'].shape == (5, 3)
assert z['output_1'].shape == (5, 1)
assert (z['output_0'] == np.load('two_want0.npy')).all()
assert (z['output_1'] == np.load('two_want1.npy')).all()
import zipfile
assert zipfile.ZipFile('all.npz').testzip() is None  # every CRC-32
EOF
}

case $case_name in
shape | dtype | outputs | npz_numpy) "run_$case_name" ;;
*) echo "unknown case $case_name"; exit 2 ;;
esac
finish
