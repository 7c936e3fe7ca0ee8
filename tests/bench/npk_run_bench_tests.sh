#!/bin/bash
# npk-run --bench / --profile / --threads on the shipped MNIST models.
# Checks output formats and results, never timings. Usage:
#   npk_run_bench_tests.sh CASE NPK_RUN MODELS_DIR MODELS_B100_DIR DATA_DIR WORKDIR
# CASE: usage bench profile threads copy_mode.
set -u
. "$(dirname "$0")/../expect.sh" # fail, expect, finish
case_name=$1 npk_run=$2 models=$3 models_b100=$4 data=$5 work=$6
dir=$work/$case_name
rm -rf "$dir" && mkdir -p "$dir" && cd "$dir" || exit 2
digit=$data/sample-digit.idx
images=$data/test-images.idx

run_usage() {
    expect 2 "--threads: '0' is not a count 1..1024" "$npk_run" "$models/lenet.tcp" "$digit" --threads 0
    expect 2 "--threads: 'two' is not a count" "$npk_run" "$models/lenet.tcp" "$digit" --threads two
    expect 2 "--threads needs a value" "$npk_run" "$models/lenet.tcp" "$digit" --threads
    expect 2 "--bench: '0' is not a count >= 1" "$npk_run" "$models/lenet.tcp" "$digit" --bench 0
    expect 2 "--bench: '-3' is not a count" "$npk_run" "$models/lenet.tcp" "$digit" --bench=-3
    expect 2 "NPK_ISA: " env NPK_ISA=no-such-isa "$npk_run" "$models/lenet.tcp" "$digit"
    expect 0 "--profile" "$npk_run" --help
    expect 0 "--threads N" "$npk_run" --help
    expect 0 "bench: N runs, median X ns/run, min Y ns/run" "$npk_run" --help
}

# The bench line is exactly 'bench: N runs, median X ns/run, min Y ns/run', min <= median.
check_bench_line() {  # check_bench_line N OUTPUT
    local n=$1 out=$2 line med min
    line=$(printf '%s\n' "$out" | grep '^bench: ')
    [ "$(printf '%s\n' "$line" | grep -c .)" -eq 1 ] || { fail "expected one bench line: $out"; return; }
    [[ $line =~ ^bench:\ $n\ runs,\ median\ ([0-9]+)\ ns/run,\ min\ ([0-9]+)\ ns/run$ ]] ||
        { fail "bench line format: '$line'"; return; }
    med=${BASH_REMATCH[1]} min=${BASH_REMATCH[2]}
    [ "$min" -le "$med" ] || fail "min $min > median $med"
    [ "$min" -gt 0 ] || fail "min is 0 ns: $line"
    # then the CPU-time line, in the same form
    line=$(printf '%s\n' "$out" | grep '^bench cpu: ')
    [[ $line =~ ^bench\ cpu:\ median\ ([0-9]+)\ ns/run,\ min\ ([0-9]+)\ ns/run\ \(process\ CPU\ time\)$ ]] ||
        { fail "bench cpu line format: '$line'"; return; }
    [ "${BASH_REMATCH[2]}" -le "${BASH_REMATCH[1]}" ] || fail "cpu min > median: $line"
}

run_bench() {
    local out
    out=$("$npk_run" "$models/lenet.tcp" "$digit" --bench 7) || fail "--bench 7 exited $?"
    check_bench_line 7 "$out"
    # The normal report still comes first and is unchanged by --bench.
    [ "$(printf '%s\n' "$out" | head -1)" = "$("$npk_run" "$models/lenet.tcp" "$digit")" ] ||
        fail "--bench changed the class line: $out"
    # Many samples in batches, the playground FC with --batch-axis 1, threads.
    out=$("$npk_run" "$models/mlp.tcp" "$images" --quiet --bench=3 --threads 2) || fail "mlp --bench exited $?"
    check_bench_line 3 "$out"
    out=$("$npk_run" "$models/fc.tcp" "$digit" --batch-axis 1 --bench 1) || fail "fc --bench exited $?"
    check_bench_line 1 "$out"
}

# --bench says whether the inputs go into the arena once or on every run.
check_mode() {  # check_mode EXPECTED_LINE OUTPUT
    [ "$(printf '%s\n' "$2" | grep -c '^bench inputs: ')" -eq 1 ] || { fail "expected one 'bench inputs:' line: $2"; return; }
    [ "$(printf '%s\n' "$2" | grep '^bench inputs: ')" = "$1" ] || fail "mode line: wanted '$1' in: $2"
}

run_copy_mode() {
    local out m axis once="bench inputs: copied once (one batch, and no op writes an input's arena bytes)"
    # One digit, one batch: every shipped model's plan leaves its input alone
    # (mlp and fc_softmax reshape it in place, which changes no byte).
    for m in fc fc_softmax mlp lenet cnn; do
        axis=0
        [ $m = fc ] && axis=1
        out=$("$npk_run" "$models/$m.tcp" "$digit" --batch-axis $axis --bench 2) || { fail "$m --bench exited $?"; continue; }
        check_mode "$once" "$out"
        check_bench_line 2 "$out"
    done
    # 2000 digits in batches of 100: each run gathers other samples.
    out=$("$npk_run" "$models_b100/mlp_b100.tcp" "$images" --quiet --bench 1) || fail "mlp_b100 --bench exited $?"
    check_mode "bench inputs: copied every run (more samples than one batch)" "$out"
    # Copying once changes no result: the outputs of a --bench run equal a plain run's.
    "$npk_run" "$models/cnn.tcp" "$digit" --output plain.npy >/dev/null || fail "cnn plain run exited $?"
    "$npk_run" "$models/cnn.tcp" "$digit" --output bench.npy --bench 3 >/dev/null || fail "cnn --bench exited $?"
    cmp -s plain.npy bench.npy || fail "cnn: --bench changed the output"
}

run_profile() {
    local model ops out rows total
    for model in fc mlp lenet cnn; do
        axis=0
        [ "$model" = fc ] && axis=1
        ops=$("$npk_run" "$models/$model.tcp" --print | sed -n 's/^ops: \([0-9]*\)$/\1/p')
        out=$("$npk_run" "$models/$model.tcp" "$digit" --batch-axis $axis --profile --bench 3) ||
            { fail "$model --profile exited $?"; continue; }
        check_bench_line 3 "$out"
        n_ops=$(printf '%s\n' "$out" | sed -n 's/^profile: \([0-9]*\) ops, batch 1, median of 3 runs per op$/\1/p')
        [ -n "$n_ops" ] || { fail "$model: no/odd profile header: $out"; continue; }
        [ "$n_ops" = "$ops" ] || fail "$model: profile says $n_ops ops, --print says $ops"
        # Mnemonics in the order --print lists the ops.
        [ "$(printf '%s\n' "$out" | awk '/^ *[0-9]+ +[a-z_0-9]+ +[0-9]+ +[0-9.]+%/ {printf "%s ", $2}')" = \
          "$("$npk_run" "$models/$model.tcp" --print | awk '/^  #[0-9]+ / {printf "%s ", $2}')" ] ||
            fail "$model: profile mnemonics differ from --print"
        printf '%s\n' "$out" | grep -qE '^ +op +mnemonic +time_ns +share +GFLOP/s +output$' ||
            fail "$model: no column header: $out"
        # One row per op: index, a known mnemonic, ns, share %, GFLOP/s or '-', output dims.
        rows=$(printf '%s\n' "$out" | grep -cE '^ *[0-9]+ +(matmul|add|sub|mul|max|min|relu|exp|tanh|sigmoid|clamp|softmax|log_softmax|reshape|transpose|conv2d|max_pool2d|avg_pool2d|global_avg_pool) +[0-9]+ +[0-9.]+% +([0-9.]+|-) +\[[0-9, ]+\]$')
        [ "$rows" -eq "$n_ops" ] || fail "$model: $rows op rows for $n_ops ops: $out"
        # Indices run 0..n-1 in order.
        idx=$(printf '%s\n' "$out" | awk '/^ *[0-9]+ +[a-z_0-9]+ +[0-9]+ +[0-9.]+%/ {printf "%s ", $1}')
        [ "$idx" = "$(seq -s ' ' 0 $((n_ops - 1))) " ] || fail "$model: op indices '$idx'"
        # Shares add up to 100% (rounding aside) and the total row is the sum of the times.
        printf '%s\n' "$out" | awk '/^ *[0-9]+ +[a-z_0-9]+ +[0-9]+ +[0-9.]+%/ {s += $4; t += $3}
            /^ +total +[0-9]+ +100.0%$/ {total = $2; seen = 1}
            END {exit !(seen && s > 99.0 && s < 101.0 && t == total)}' ||
            fail "$model: shares or total do not add up: $out"
        # Matmul and conv rows carry a GFLOP/s figure (FLOPs from shapes).
        printf '%s\n' "$out" | grep -E '^ *[0-9]+ +(matmul|conv2d) ' | grep -qE ' +- +\[' &&
            fail "$model: a matmul/conv row has no GFLOP/s: $out"
    done
    # The profiled model's normal output is unchanged.
    out=$("$npk_run" "$models/cnn.tcp" "$digit" --profile | head -1)
    [ "$out" = "$("$npk_run" "$models/cnn.tcp" "$digit")" ] || fail "--profile changed the class line: $out"
}

run_threads() {
    local model n axis m
    # The first 130 test digits as their own IDX file (header: 130 x 28 x 28).
    printf '\x00\x00\x08\x03\x00\x00\x00\x82\x00\x00\x00\x1c\x00\x00\x00\x1c' > digits.idx
    tail -c +17 "$images" | head -c $((130 * 784)) >> digits.idx
    # Batch 1 and batch 100 builds (130 digits = a full and a padded batch).
    for m in "$models"/{fc,mlp,lenet,cnn}.tcp "$models_b100"/{fc,mlp,lenet,cnn}_b100.tcp; do
        model=$(basename "$m" .tcp)
        axis=0
        case $model in fc | fc_b100) axis=1 ;; esac
        "$npk_run" "$m" digits.idx --batch-axis $axis --quiet --output "one_$model.npy" >/dev/null ||
            fail "$model: 1 thread exited $?"
        for n in 2 3 8; do
            "$npk_run" "$m" digits.idx --batch-axis $axis --quiet --threads $n \
                --output "t${n}_$model.npy" >/dev/null || fail "$model: --threads $n exited $?"
            cmp -s "one_$model.npy" "t${n}_$model.npy" || fail "$model: --threads $n output differs from 1 thread"
        done
    done
    # Labels and accuracy lines agree too.
    a=$("$npk_run" "$models_b100/lenet_b100.tcp" "$images" --labels "$data/test-labels.idx" --quiet)
    b=$("$npk_run" "$models_b100/lenet_b100.tcp" "$images" --labels "$data/test-labels.idx" --quiet --threads 2)
    [ "$a" = "$b" ] || fail "accuracy differs with --threads 2: '$a' vs '$b'"
    case $a in "accuracy: "*) ;; *) fail "no accuracy line: $a" ;; esac
}

"run_$case_name"
finish
