#!/bin/bash
# check_limits.sh CASE MLIR2C NPK_RUN WORKDIR - no fixed caps on tensors, ops or constant size.
#   many     1500 chained adds (1502 tensors, past the old 1024): .tcp runs in npk-run with
#            the right result; C tables name the validation workspace; MLIR2C_PROGRESS=0
#            names every step on stderr
#   splat    a 8200x8192 f32 splat weight (67.2 M elements, past the old 2^26): translates
#            and runs; a 3 G-element splat is still one line (MLIR2C_MEMORY_LIMIT)
#   arena    a real bundle whose arena_bytes field is corrupted: npk-run exit 1 naming the
#            field and both values, nothing allocated
#   big      (label slow) VGG's classifier size as a dense_resource blob: 25088x4096 f32,
#            411 MB of weights, 822 MB of MLIR text
set -u
case_name=$1 m2c=$2 run=$3 work=$4/limits_$1
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../expect.sh"
gen="python3 $here/gen_limits.py"
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 2

# same OUT.bin EXPECT-LINE: the f32 values of OUT.bin, in order, are the EXPECT values
# (for matmul outputs the distinct values in order: n % 5 pattern, or one value)
same() {
    python3 - "$1" "$2" <<'PY' || fail "$1: $2"
import struct, sys
raw = open(sys.argv[1], "rb").read()
got = struct.unpack("<%df" % (len(raw) // 4), raw)
want = [float(v) for v in sys.argv[2].split()[1:]]
if len(want) < len(got):                      # a period: got[n] = want[n % len(want)]
    want = [want[n % len(want)] for n in range(len(got))]
bad = [(i, g, w) for i, (g, w) in enumerate(zip(got, want)) if abs(g - w) > 1e-3 * (1 + abs(w))]
if len(got) != len(want) or bad:
    sys.exit("%d values, want %d; first differences %s" % (len(got), len(want), bad[:3]))
PY
}

run_many() {
    want=$($gen chain 1500 chain.mlir x.bin) || { fail "gen"; return; }
    expect 0 "1500 ops, 1502 tensors" "$m2c" chain.mlir -o chain.tcp
    expect 0 "" "$run" chain.tcp x.bin --quiet --output y.bin
    same y.bin "$want"
    expect 0 "" "$run" chain.tcp --print
    expect 0 "" "$m2c" chain.mlir -o chain.c --name chain
    grep -q "npk_program_validate_ws(&chain_program, ws, CHAIN_VALIDATE_WS_BYTES, &err)" chain.h &&
        grep -q "#define CHAIN_VALIDATE_WS_BYTES 9012u" chain.h || fail "chain.h does not name the validation workspace"
    out=$(MLIR2C_PROGRESS=0 "$m2c" chain.mlir -o chain2.tcp 2>&1 >/dev/null)
    for step in "reading the MLIR (0 MB)" "lowering 1500 ops" "planning 1500 ops and their tensors" \
                "validating 1500 ops, 1502 tensors" "writing chain2.tcp (0 MB)"; do
        case $out in *"mlir2c: $step..."*) ;; *) fail "MLIR2C_PROGRESS=0: no '$step...' in: $out" ;; esac
    done
    out=$("$m2c" chain.mlir -o chain3.tcp 2>&1 >/dev/null)   # not a terminal: quiet
    [ -z "$out" ] || fail "progress lines without a terminal: $out"
}

run_splat() {
    want=$($gen splat 8200 8192 splat.mlir x.bin) || { fail "gen"; return; }
    expect 0 "268697600 weight bytes" "$m2c" splat.mlir -o splat.tcp
    expect 0 "" "$run" splat.tcp x.bin --quiet --output y.bin
    same y.bin "$want"
    sed 's/1x8200x8192xf32/1x8200x333496924xf32/g; s/1x1x8192xf32/1x1x333496924xf32/g' splat.mlir > huge.mlir
    expect 1 "dense literal type is too large: 2734674776800 elements need 10938699107200 bytes in memory, more than one constant may take (half the physical memory, or MLIR2C_MEMORY_LIMIT)" \
        "$m2c" huge.mlir -o huge.tcp
    expect 1 "dense literal type is too large: 67174400 elements need 268697600 bytes" \
        env MLIR2C_MEMORY_LIMIT=100M "$m2c" splat.mlir -o limited.tcp
    [ ! -e huge.tcp ] && [ ! -e limited.tcp ] || fail "a refused translation wrote its output"
}

run_arena() {
    "$m2c" "$here/../../models/mnist/lenet.mlir" --shape image=1x1x28x28 -o lenet.tcp >/dev/null || { fail "lenet"; return; }
    python3 - <<'PY' || fail "patching"
import struct
b = bytearray(open("lenet.tcp", "rb").read())
struct.pack_into("<Q", b, 96, 386547090624)   # the damaged bundle of issue 33
open("damaged.tcp", "wb").write(b)
PY
    head -c 3136 /dev/zero > x.bin
    expect 1 "npk-run: damaged.tcp: out of bounds: arena_bytes (header offset 96) is 386547090624, more than the program can use: its arena tensors and op scratch end at byte 12032" \
        "$run" damaged.tcp x.bin
    expect 1 "arena_bytes (header offset 96) is 386547090624" "$run" damaged.tcp --print
    expect 0 "" "$run" lenet.tcp x.bin
}

run_big() {
    want=$($gen resource 25088 4096 vgg.mlir x.bin) || { fail "gen"; return; }
    expect 0 "411041792 weight bytes" "$m2c" vgg.mlir -o vgg.tcp
    rm -f vgg.mlir
    expect 0 "" "$run" vgg.tcp x.bin --quiet --output y.bin
    same y.bin "$want"
}

"run_$case_name"
finish
