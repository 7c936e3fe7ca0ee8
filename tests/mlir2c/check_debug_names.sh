#!/bin/sh
# check_debug_names.sh MLIR2C NPK-RUN CC ROOT: inputs/debug_names.mlir's loc
# names (NameLoc, one with a child, a #loc alias, FusedLoc, CallSiteLoc) reach
# the .tcp (2.3) and npk-run --print / --profile; the model summary's counts
# are the ones worked out below; --no-debug-names gives a 2.2 bundle that
# loads without them; C tables leave them out unless --debug-names, and both
# forms compile (C99, -Wall -Wextra -pedantic -Werror).
set -u
m2c=$1; run=$2; cc=$3; root=$4; in=$(dirname "$0")/inputs/debug_names.mlir
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
has() { case $2 in *"$1"*) ;; *) fail "$3 lacks '$1':"; printf '%s\n' "$2" ;; esac; }
lacks() { case $2 in *"$1"*) fail "$3 has '$1'" ;; esac; }

"$m2c" "$in" -o "$tmp/n.tcp" >/dev/null || { echo "FAIL: mlir2c failed"; exit 1; }
out=$("$run" "$tmp/n.tcp" --print) || { echo "FAIL: npk-run --print exited $?"; exit 1; }
# Parameters: conv filter 3x2x3x3 = 54, its bias 3, fc weights 48x5 = 240,
# fc bias 5: 302. MACs: conv output 1x3x4x4 = 48 elements x (2 channels x 3x3
# taps) = 864; matmul output 1x5 = 5 elements x K 48 = 240; relu (fused),
# reshape, bias add (fused) and tanh 0: 1104.
for want in "format: .tcp 2.3" "parameters: 302 (elements of the constant tensors)" \
    "MACs: 1104 (conv and matmul ops, one run)" "weights: 1300 bytes" "arena: 384 bytes (bound 384 bytes)" \
    "input 0: x f32 [1, 2, 4, 4]" "output 0: %5 f32 [1, 5] 'head'" \
    "#0   conv2d 'layer1.conv1' %0(x)" "act=relu" \
    "#1   reshape 'flatten' %3(%1)" "#2   matmul 'fc' %4(%2)" "#3   unary 'head' %7(%4)" \
    "const [3, 2, 3, 3]         f32  offset 0          bytes 216  'layer1.conv1.weight'" \
    "arena [1, 3, 4, 4]         f32  offset 0          bytes 192  'layer1.conv1'"; do
    has "$want" "$out" "--print"
done
# the fused relu and bias add are not ops of their own; file:line:col is no name
for no in "layer1.relu" "fc.bias" "model.py"; do lacks "$no" "$out" "--print"; done

# --profile: the name column
printf '\000\000\000\000%.0s' 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 > "$tmp/x.bin"
prof=$("$run" "$tmp/n.tcp" "$tmp/x.bin" --profile) || fail "--profile exited $?"
printf '%s\n' "$prof" | grep -qE '^ +op +mnemonic +name +time_ns +share +GFLOP/s +output$' || fail "--profile: no name column: $prof"
printf '%s\n' "$prof" | grep -qE '^ +0 +conv2d +layer1\.conv1 +[0-9]+ ' || fail "--profile: conv row: $prof"
printf '%s\n' "$prof" | grep -qE '^ +2 +matmul +fc +[0-9]+ ' || fail "--profile: matmul row: $prof"

# Without names: a 2.2 bundle, no names anywhere, same summary.
"$m2c" "$in" -o "$tmp/p.tcp" --no-debug-names >/dev/null || fail "mlir2c --no-debug-names failed"
plain=$("$run" "$tmp/p.tcp" --print) || fail "npk-run --print of the 2.2 bundle exited $?"
has "format: .tcp 2.2" "$plain" "--print (no names)"
has "MACs: 1104" "$plain" "--print (no names)"
has "#0   conv2d %0(x)" "$plain" "--print (no names)"
lacks "layer1" "$plain" "--print (no names)"
"$run" "$tmp/p.tcp" "$tmp/x.bin" --profile | grep -qE '^ +op +mnemonic +time_ns' || fail "--profile (no names): columns"

# C tables: no names by default, the section with --debug-names; both compile.
"$m2c" "$in" -o "$tmp/plain.c" >/dev/null || fail "mlir2c -o plain.c failed"
grep -q '_debug_names\[\]' "$tmp/plain.c" && fail "C tables have debug names by default"
grep -q '0, 0u, /\* no debug names' "$tmp/plain.c" || fail "C tables: no empty debug names fields"
"$m2c" "$in" -o "$tmp/named.c" --debug-names >/dev/null || fail "mlir2c --debug-names -o named.c failed"
grep -q 'static const unsigned char named_debug_names\[\]' "$tmp/named.c" || fail "C tables with --debug-names lack the section"
grep -q 'named_debug_names, [0-9]*u, /\* debug names \*/' "$tmp/named.c" || fail "C tables: the program does not point at the section"
for c in plain named; do
    "$cc" -std=c99 -Wall -Wextra -pedantic -Werror -I"$root" -c "$tmp/$c.c" -o "$tmp/$c.o" || fail "$c.c does not compile"
done

[ "$fails" -eq 0 ] || exit 1
echo "ok: loc names in the .tcp, --print (summary: 302 parameters, 1104 MACs) and --profile; 2.2 without; C tables only with --debug-names"
