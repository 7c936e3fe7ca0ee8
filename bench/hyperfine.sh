#!/bin/bash
# hyperfine.sh [BUILD_DIR] - whole-process runs: npk-run on the playground FC and
# one digit against the PyTorch script doing the same (bench/torch_run_fc.py).
# Writes BUILD_DIR/bench/hyperfine.json (hyperfine --export-json) and .md.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(dirname "$here")
build=${1:-$repo/build}
command -v hyperfine >/dev/null || { echo "hyperfine.sh: hyperfine not installed (bench/install-bench-deps.sh)" >&2; exit 1; }
[ -x "$build/npk-run" ] || { echo "hyperfine.sh: no $build/npk-run: build first (cmake -S . -B build && cmake --build build)" >&2; exit 1; }
mkdir -p "$build/bench"
digit=$repo/data/mnist/sample-digit.idx
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
hyperfine -N --warmup 2 --runs "${NPK_HYPERFINE_RUNS:-10}" \
    --export-json "$build/bench/hyperfine.json" --export-markdown "$build/bench/hyperfine.md" \
    -n "npk-run fc" "$build/npk-run $build/models/mnist/fc.tcp $digit --batch-axis 1" \
    -n "pytorch fc" "/usr/bin/python3 $here/torch_run_fc.py $digit"
python3 - "$build/bench/hyperfine.json" <<'PY'
import json, sys
r = {x["command"]: x for x in json.load(open(sys.argv[1]))["results"]}
npk, pt = r["npk-run fc"], r["pytorch fc"]
print("npk-run fc one digit: median %.3f ms (target <= 2 ms: %s); PyTorch script median %.1f ms; ratio %.4f"
      % (1e3 * npk["median"], "met" if npk["median"] <= 2e-3 else "NOT met", 1e3 * pt["median"],
         npk["median"] / pt["median"]))
PY
