#!/bin/bash
# npk-run end-to-end tests. Usage:
#   npk_run_tests.sh CASE NPK_RUN MAKE_TCP CHECK_CLOSE WORKDIR
# CASE is one of: usage files run batching report print.
# make_tcp writes hand-built .tcp bundles, inputs and double-precision
# reference results into WORKDIR/CASE; every expectation comes from there.
set -u
. "$(dirname "$0")/../expect.sh" # fail, expect, finish
case_name=$1 npk_run=$2 make_tcp=$3 check_close=$4 work=$5
dir=$work/$case_name
rm -rf "$dir" && mkdir -p "$dir" && cd "$dir" || exit 2
"$make_tcp" . || { echo "make_tcp failed"; exit 2; }

# close ACTUAL EXPECTED: the tensors agree (check_close).
close() { "$check_close" "$1" "$2" >/dev/null || fail "$1 differs from $2"; }

run_usage() {
    expect 2 "no model given" "$npk_run"
    expect 2 "unknown option '--frobnicate'" "$npk_run" fc.tcp x.npy y.npy --frobnicate
    expect 2 "--top: '0' is not a count" "$npk_run" fc.tcp x.npy y.npy --top 0
    expect 2 "--top needs a value" "$npk_run" fc.tcp x.npy y.npy --top
    expect 2 "--batch-axis: 'one' is not an axis" "$npk_run" fc.tcp x.npy y.npy --batch-axis one
    expect 2 "--output: 'out.txt' must end in .npy, .bin or .npz" "$npk_run" fc.tcp x.npy y.npy --output out.txt
    expect 2 "fc.tcp has 2 input(s), 1 given" "$npk_run" fc.tcp x.npy
    expect 2 "fc.tcp has 2 input(s), 3 given" "$npk_run" fc.tcp x.npy y.npy y.npy
    expect 2 "no batch axis 2" "$npk_run" fc.tcp x.npy y.npy --batch-axis 2
    expect 0 "Exit codes: 0 ok, 1 bad model" "$npk_run" --help
    expect 0 "usage: npk-run MODEL.tcp INPUT..." "$npk_run" fc.tcp --help
    out=$("$npk_run" --version) || fail "--version exited $?"
    case $out in "npk-run (npk "[0-9]*"), kernels: "*) ;; *) fail "--version: $out" ;; esac
    case $out in *avx512 | *avx2 | *scalar | *neon) ;; *) fail "--version names no ISA: $out" ;; esac
    # NPK_MAX_ISA: scalar caps the automatic choice; a forced path above the
    # cap and an unknown cap are usage errors naming both variables
    expect 0 "kernels: scalar" env NPK_ISA= NPK_MAX_ISA=scalar "$npk_run" --version
    expect 0 "kernels: scalar" env NPK_ISA=scalar NPK_MAX_ISA=scalar "$npk_run" --version
    for isa in avx2 avx512 neon; do
        [ "$(env NPK_ISA=$isa NPK_MAX_ISA= "$npk_run" --version 2>/dev/null)" ] || continue  # not here
        expect 2 "NPK_ISA: ISA '$isa' is above the cap NPK_MAX_ISA=scalar" \
            env NPK_ISA=$isa NPK_MAX_ISA=scalar "$npk_run" --version
    done
    expect 2 "unknown NPK_MAX_ISA 'sse9' (choose one of: scalar, avx2, avx512)" \
        env NPK_ISA= NPK_MAX_ISA=sse9 "$npk_run" fc.tcp x.npy y.npy
}

run_files() {
    expect 3 "missing.tcp: cannot open" "$npk_run" missing.tcp x.npy y.npy
    for i in 1 2 3 4; do printf 'this is not a model, just some text padding it out to a size\n'; done > garbage.tcp
    expect 1 "npk-run: garbage.tcp: bad magic" "$npk_run" garbage.tcp x.npy y.npy
    head -c 61 garbage.tcp > short.tcp
    expect 1 "npk-run: short.tcp: truncated" "$npk_run" short.tcp x.npy y.npy
    head -c 200 fc.tcp > truncated.tcp
    expect 1 "npk-run: truncated.tcp: " "$npk_run" truncated.tcp x.npy y.npy
    : > empty.tcp
    expect 1 "npk-run: empty.tcp: " "$npk_run" empty.tcp --print
    expect 3 "missing.npy: cannot open" "$npk_run" fc.tcp missing.npy y.npy
    head -c 52 x.bin > odd.bin
    expect 3 "odd.bin: 52 bytes is not a whole number of samples for input 0 'x' [2, 4] (16 bytes per sample" \
        "$npk_run" fc.tcp odd.bin y.bin
    head -c 50 x.bin > odd2.bin
    expect 3 "odd2.bin: size 50 bytes is not a whole number of float32" "$npk_run" fc.tcp odd2.bin y.bin
    expect 2 "input 1 'y': the model expects f32 [2, 3]; x.npy holds f32 [5, 4] (dim 1 differs" \
        "$npk_run" fc.tcp x.npy x.npy
    expect 2 "input 0 'x': the model expects f32 [2, 4]; expect_t.npy holds f32 [3, 5] (dim 1 differs" \
        "$npk_run" fc.tcp expect_t.npy y.npy
    head -c 48 y.bin > y4.bin
    expect 3 "y4.bin holds 4 samples but x.npy holds 5" "$npk_run" fc.tcp x.npy y4.bin
    head -c 64 x.bin > x4.bin
    expect 3 "labels.idx: 5 labels for 4 samples" "$npk_run" fc.tcp x4.bin y4.bin --labels labels.idx --output no.npy
    [ ! -e no.npy ] || fail "an output file was written although the run failed"
    expect 3 "labels must be a rank-1 uint8 IDX file" "$npk_run" fc.tcp x.npy y.npy --labels xu8.idx
    expect 3 "no/such/dir/out.npy: cannot create temporary file" \
        "$npk_run" fc.tcp x.npy y.npy --output no/such/dir/out.npy
    expect 3 "unknown file type" "$npk_run" fc.tcp x.npy classes.txt
    ls ./*.tmp* >/dev/null 2>&1 && fail "temporary files left behind: $(ls ./*.tmp*)"
}

run_run() {
    # fc.tcp: softmax probabilities as output 0; batch 2, 5 samples (last batch padded).
    expect 0 "" "$npk_run" fc.tcp x.npy y.npy --output p.npy
    close p.npy expect_p.npy
    expect 0 "" "$npk_run" fc.tcp x.bin y.bin --output p.bin
    close p.bin expect_p.npy
    cmp -s p.bin <(tail -c 60 p.npy) || fail ".bin output is not the .npy data"
    # Output 0 of fc_logits.tcp is the logits.
    expect 0 "" "$npk_run" fc_logits.tcp x.npy y.bin --output z.npy
    close z.npy expect_z.npy
    # IDX uint8 images [5,2,2] feeding a [2,4] input: scaled by 1/255.
    expect 0 "" "$npk_run" fc.tcp xu8.idx y.npy --output u.npy
    close u.npy expect_u8.npy
    # An existing output file is replaced.
    expect 0 "" "$npk_run" fc.tcp xu8.idx y.npy --output p.npy
    close p.npy expect_u8.npy
}

run_batching() {
    # Playground layout: input [4,1], output [3,1], samples along axis 1.
    expect 0 "" "$npk_run" fc_t.tcp xt.npy --batch-axis 1 --output t.npy
    close t.npy expect_t.npy
    # A sample-major [5,4] file feeds the same model.
    expect 0 "" "$npk_run" fc_t.tcp x.npy --batch-axis=1 --output t2.npy
    close t2.npy expect_t.npy
    # A .bin in batch-axis-1 layout is [features, samples] (the .npy data bytes).
    tail -c 80 xt.npy > xt.bin
    expect 0 "" "$npk_run" fc_t.tcp xt.bin --batch-axis 1 --output t3.npy
    close t3.npy expect_t.npy
    head -c 20 xt.bin > xt5.bin
    expect 3 "xt5.bin: 20 bytes is not a whole number of samples for input 0 'x' [4, 1]" \
        "$npk_run" fc_t.tcp xt5.bin --batch-axis 1
    # Forgetting --batch-axis 1: axis 0 of [4,1] is a batch of 4 one-element samples,
    # which a [5,4] file does not fit; the message says which axis would.
    expect 2 "x.npy holds f32 [5, 4] (dim 1 differs: if axis 1 holds the samples, use --batch-axis 1" \
        "$npk_run" fc_t.tcp x.npy
    # A rank-0 input has no batch axis: its file ([] or [1]) holds its one value, for every run.
    expect 0 "" "$npk_run" scalar.tcp scalar_x.npy scalar_s.npy --output sc.npy
    close sc.npy scalar_want.npy
    expect 0 "" "$npk_run" scalar.tcp scalar_x.npy scalar_s1.npy --batch-axis 1 --output sc1.npy
    close sc1.npy scalar_want.npy
    expect 2 "input 1 's': the model expects f32 []; scalar_s2.npy holds f32 [2] (a scalar: one value" \
        "$npk_run" scalar.tcp scalar_x.npy scalar_s2.npy
    # One sample, batch 2: padded with zeros, one line.
    head -c 16 x.bin > x1.bin
    head -c 12 y.bin > y1.bin
    out=$("$npk_run" fc.tcp x1.bin y1.bin) || fail "one-sample run exited $?"
    [ "$(printf '%s\n' "$out" | grep -c '^sample ')" -eq 1 ] || fail "one sample should give one line: $out"
    [ "$(printf '%s\n' "$out" | grep -o 'sample 0: class [0-9]*')" = "$(head -n 1 classes.txt)" ] \
        || fail "one-sample class differs: $out"
}

run_report() {
    out=$("$npk_run" fc.tcp x.npy y.npy --labels labels.idx) || fail "labels run exited $?"
    [ "$(printf '%s\n' "$out" | grep -o '^sample [0-9]*: class [0-9]*')" = "$(cat classes.txt)" ] \
        || fail "classes differ from the reference: $out"
    [ "$(printf '%s\n' "$out" | tail -n 1)" = "$(cat accuracy.txt)" ] || fail "accuracy line: $out"
    # --quiet keeps only the accuracy line.
    out=$("$npk_run" fc.tcp x.npy y.npy --labels labels.idx --quiet) || fail "quiet run exited $?"
    [ "$out" = "$(cat accuracy.txt)" ] || fail "--quiet output: $out"
    # --top 3: three classes per line, best first, probabilities summing to ~1.
    out=$("$npk_run" fc.tcp x.npy y.npy --top 3) || fail "top run exited $?"
    printf '%s\n' "$out" | awk -F'class ' 'NF != 4 { bad = 1 } END { exit bad }' || fail "--top 3 lines: $out"
    printf '%s\n' "$out" | awk '{ s = 0; n = split($0, a, "p="); for (i = 2; i <= n; i++) s += a[i] + 0;
        if (s < 0.999 || s > 1.001) bad = 1 } END { exit bad }' || fail "--top 3 probabilities: $out"
    # --top larger than the class count is clamped.
    out2=$("$npk_run" fc.tcp x.npy y.npy --top 10) || fail "top 10 run exited $?"
    [ "$out" = "$out2" ] || fail "--top 10 should equal --top 3 with 3 classes"
    # Softmax output, logits output and log-softmax output give the same probabilities.
    a=$("$npk_run" fc.tcp x.npy y.npy --top 3)
    b=$("$npk_run" fc_logits.tcp x.npy y.npy --top 3)
    [ "$a" = "$b" ] || fail "softmax and logits outputs disagree: $a / $b"
    a=$("$npk_run" fc_t.tcp xt.npy --batch-axis 1 --top 3)
    b=$(printf '%s\n' "$a" | awk -F'p=' '{ for (i = 2; i <= NF; i++) s += $i + 0; n++ } END { printf "%.2f", s / n }')
    [ "$b" = "1.00" ] || fail "log-softmax probabilities do not sum to 1: $a"
    # NaN inputs: no class, no crash.
    for i in 1 2 3 4 5 6 7 8; do printf '\000\000\300\177'; done > nan.bin
    head -c 24 y.bin > y2.bin
    expect 0 "sample 0: no class (all scores NaN)" "$npk_run" fc.tcp nan.bin y2.bin
}

run_print() {
    expect 0 "model: tiny_fc" "$npk_run" fc.tcp --print
    out=$("$npk_run" fc.tcp --print)
    for want in "format: .tcp 2.2" "arena: 320 bytes" "weights: 76 bytes" "fc.weight" "const [3, 4]" \
        "matmul %0(x) [2, 4], %2(fc.weight) [3, 4], %3(fc.bias) [3] -> %4(h) [2, 3] trans_b=1 bias=col" \
        "binary %4(h) [2, 3], %1(y) [2, 3] -> %5(z) [2, 3] fn=add" "softmax %5(z) [2, 3] -> %6(p) [2, 3] axis=1" \
        "outputs: %6(p) [2, 3] %5(z) [2, 3]"; do
        case $out in *"$want"*) ;; *) fail "--print lacks '$want': $out" ;; esac
    done
    expect 0 "softmax %3(h) [3, 1] -> %4(logp) [3, 1] log=1" "$npk_run" fc_t.tcp --print
    expect 0 "bias=row" "$npk_run" fc_t.tcp --print
    # --print with inputs prints, then runs.
    out=$("$npk_run" fc.tcp x.npy y.npy --print) || fail "--print with inputs exited $?"
    case $out in *"model: tiny_fc"*"sample 4: class"*) ;; *) fail "--print then run: $out" ;; esac
}

# Element types: every dtype in and out through .npy and .bin unchanged,
# the wrong file type named with both types, cast's output, --print's dtypes.
run_types() {
    for dt in f32 f16 bf16 i1 i8 i16 i32 i64; do
        expect 0 "sample 4: class" "$npk_run" id_$dt.tcp in_$dt.npy --output out_$dt.npy
        cmp -s out_$dt.npy in_$dt.npy || fail "$dt: out_$dt.npy differs from in_$dt.npy"
        expect 0 "sample 4: class" "$npk_run" id_$dt.tcp in_$dt.bin --output out_$dt.bin
        cmp -s out_$dt.bin in_$dt.bin || fail "$dt: out_$dt.bin differs from in_$dt.bin"
    done
    head -c 7 in_i16.bin > odd_i16.bin
    expect 3 "odd_i16.bin: size 7 bytes is not a whole number of i16 elements" "$npk_run" id_i16.tcp odd_i16.bin
    # another type: integers converted when every value fits (input_check tests those), else refused
    expect 2 "the model expects i16 [1, 3]; in_i32.npy holds i32 [5, 3] (value " "$npk_run" id_i16.tcp in_i32.npy
    expect 2 "the model expects bf16 [1, 3]; in_f32.npy holds f32 [5, 3] (npk-run converts only integers" \
        "$npk_run" id_bf16.tcp in_f32.npy
    expect 2 "the model expects f32 [1, 3]; in_i1.npy holds i1 [5, 3]" "$npk_run" id_f32.tcp in_i1.npy
    expect 2 "the model expects i8 [1, 3]; xu8.idx holds f32 [5, 2, 2]" "$npk_run" id_i8.tcp xu8.idx
    # a bool file must hold 0 and 1 only
    cp in_i1.npy bad_i1.npy && printf '\002' | dd of=bad_i1.npy bs=1 seek=$(($(stat -c %s bad_i1.npy) - 1)) conv=notrunc 2>/dev/null
    expect 3 "bool element 14 is 2, not 0 or 1" "$npk_run" id_i1.tcp bad_i1.npy
    expect 0 "sample 1: class 3" "$npk_run" cast.tcp cast_x.npy --output cast_out.npy
    cmp -s cast_out.npy cast_want.npy || fail "cast_out.npy differs from cast_want.npy"
    expect 0 "cast %0(x) [1, 4] -> %1(y) [1, 4] i8 to=i8" "$npk_run" cast.tcp --print
    out=$("$npk_run" id_bf16.tcp --print)
    case $out in *"arena [1, 3]               bf16 offset"*) ;; *) fail "--print lacks the tensor's dtype: $out" ;; esac
}

case $case_name in
usage | files | run | batching | report | print | types) "run_$case_name" ;;
*) echo "unknown case $case_name"; exit 2 ;;
esac
finish
