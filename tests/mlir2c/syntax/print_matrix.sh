#!/bin/sh
# print_matrix.sh MLIR2C [OUTDIR] - developer tool, not a ctest (mlir-opt is
# never needed by the build or the tests): print the project's MLIR inputs
# through every installed mlir-opt-NN (default form, --mlir-print-op-generic,
# --mlir-print-debuginfo, TOSA lowered to linalg, named linalg ops
# generalized), translate each print with MLIR2C and count per version and
# form: translated / refused with a located "not supported" error / other
# failures (listed). Inputs an mlir-opt cannot read (newer spellings, TCF)
# are left out. LLVM 14 reads func.func as builtin.func: those inputs are
# renamed first.
set -u
m2c=$1; out=${2:-/tmp/mlir2c-print-matrix}
root=$(cd "$(dirname "$0")/../../.." && pwd)
rm -rf "$out"; mkdir -p "$out"
files=$(ls "$root"/tests/mlir2c/inputs/*.mlir "$root"/models/mnist/*.mlir "$root"/models/mnist/tosa/*.mlir \
           "$root"/tests/mlir2c/tosa/*.mlir "$root"/tests/mlir2c/linalg/*.mlir)
for opt in /usr/bin/mlir-opt-*; do
  v=${opt##*-}
  for form in default generic debug linalg generalize; do
    case $form in
      default) flags="" ;;
      generic) flags="--mlir-print-op-generic" ;;
      debug) flags="--mlir-print-debuginfo" ;;
      linalg) if [ "$v" -ge 16 ]; then flags="--pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))"
              elif [ "$v" -ge 15 ]; then flags="--pass-pipeline=func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor)"
              else flags="--pass-pipeline=builtin.func(tosa-to-linalg-named,tosa-to-linalg)"; fi ;;
      generalize) if [ "$v" -ge 16 ]; then flags="--pass-pipeline=builtin.module(func.func(linalg-generalize-named-ops))"
                  else flags="--linalg-generalize-named-ops"; fi ;;
    esac
    ok=0; ns=0; bad=0
    mkdir -p "$out/$v/$form"
    for f in $files; do
      n=$(basename "$(dirname "$f")")_$(basename "$f" .mlir)
      src=$f
      if [ "$v" -le 14 ]; then src="$out/$n.14.mlir"; sed 's/func\.func /builtin.func /; s/func\.return/return/' "$f" > "$src"; fi
      p="$out/$v/$form/$n.mlir"
      "$opt" --allow-unregistered-dialect $flags "$src" -o "$p" 2>/dev/null || { rm -f "$p"; continue; }
      shapes=""
      case $n in *_fc) shapes="--shape image=784x100 --shape weights=10x784 --shape biases=10x1" ;; esac
      # shellcheck disable=SC2086
      "$m2c" "$p" -o "$out/x.tcp" $shapes >/dev/null 2>"$out/err"; rc=$?
      if [ $rc -eq 0 ]; then ok=$((ok + 1))
      elif head -1 "$out/err" | grep -Eq "^[^:]+:[0-9]+:[0-9]+: error: .*(not supported|unsupported op)"; then ns=$((ns + 1))
      else bad=$((bad + 1)); echo "  other failure: $(head -1 "$out/err" | cut -c1-200)"; fi
    done
    [ $((ok + ns + bad)) -gt 0 ] && echo "mlir-opt-$v $form: $((ok + ns + bad)) printed, $ok translated, $ns refused (not supported), $bad other"
  done
done
