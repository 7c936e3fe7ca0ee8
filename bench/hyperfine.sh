#!/bin/bash
# hyperfine.sh [BUILD_DIR] - whole-process runs: npk-run on the playground FC and
# one digit against the PyTorch script doing the same (bench/torch_run_fc.py),
# with /bin/true as the floor (what starting any process costs here).
# npk-run takes ~1 ms and PyTorch ~2 s, so they get separate run counts:
#   NPK_HYPERFINE_RUNS        npk-run and /bin/true runs (default 100, 10 warm-ups)
#   NPK_HYPERFINE_TORCH_RUNS  PyTorch runs (default 10, 1 warm-up; 0 skips it)
# Writes BUILD_DIR/bench/hyperfine.json (both hyperfine --export-json results
# in one list) and hyperfine.md, then prints the medians side by side and
# "target median <= 2 ms: met" or "NOT met" for npk-run (issue 4).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(dirname "$here")
build=${1:-$repo/build}
command -v hyperfine >/dev/null || { echo "hyperfine.sh: hyperfine not installed (bench/install-bench-deps.sh)" >&2; exit 1; }
[ -x "$build/npk-run" ] || { echo "hyperfine.sh: no $build/npk-run: build first (cmake -S . -B build && cmake --build build)" >&2; exit 1; }
runs=${NPK_HYPERFINE_RUNS:-100}
torch_runs=${NPK_HYPERFINE_TORCH_RUNS:-10}
out=$build/bench
mkdir -p "$out"
digit=$repo/data/mnist/sample-digit.idx
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
hyperfine -N --warmup 10 --runs "$runs" \
    --export-json "$out/hyperfine-npk.json" --export-markdown "$out/hyperfine-npk.md" \
    -n "npk-run fc" "$build/npk-run $build/models/mnist/fc.tcp $digit --batch-axis 1" \
    -n "/bin/true" "/bin/true"
rm -f "$out/hyperfine-torch.json" "$out/hyperfine-torch.md"
if [ "$torch_runs" -gt 0 ]; then
  hyperfine -N --warmup 1 --runs "$torch_runs" \
      --export-json "$out/hyperfine-torch.json" --export-markdown "$out/hyperfine-torch.md" \
      -n "pytorch fc" "/usr/bin/python3 $here/torch_run_fc.py $digit"
fi
load_after=$(cut -d' ' -f1-3 /proc/loadavg)
cat "$out/hyperfine-npk.md" > "$out/hyperfine.md"
[ ! -f "$out/hyperfine-torch.md" ] || cat "$out/hyperfine-torch.md" >> "$out/hyperfine.md"
python3 - "$out" "$load_before" "$load_after" <<'PY'
import json, os, sys
out, load_before, load_after = sys.argv[1:4]
results = []
for name in ("hyperfine-npk.json", "hyperfine-torch.json"):
    path = os.path.join(out, name)
    if os.path.exists(path):
        results += json.load(open(path))["results"]
json.dump({"results": results}, open(os.path.join(out, "hyperfine.json"), "w"), indent=2)
r = {x["command"]: x for x in results}
print("load average (1/5/15 min): %s before, %s after" % (load_before, load_after))
print("%-12s %5s %10s %10s %16s %9s %9s" % ("command", "runs", "median ms", "min ms", "mean +- sd ms", "user ms", "sys ms"))
for name in ("npk-run fc", "/bin/true", "pytorch fc"):
    if name in r:
        x = r[name]
        print("%-12s %5d %10.3f %10.3f %9.3f +- %-5.3f %9.3f %9.3f"
              % (name, len(x["times"]), 1e3 * x["median"], 1e3 * x["min"], 1e3 * x["mean"],
                 1e3 * (x["stddev"] or 0.0), 1e3 * x["user"], 1e3 * x["system"]))
npk = r["npk-run fc"]
# On a shared machine the wait for a CPU dominates both medians; the gap to
# the floor is what npk-run itself adds.
print("npk-run above the /bin/true floor: median %+.3f ms, min %+.3f ms"
      % (1e3 * (npk["median"] - r["/bin/true"]["median"]), 1e3 * (npk["min"] - r["/bin/true"]["min"])))
if "pytorch fc" in r:
    print("npk-run / PyTorch median ratio: %.5f (PyTorch %.0fx slower)"
          % (npk["median"] / r["pytorch fc"]["median"], r["pytorch fc"]["median"] / npk["median"]))
print("target median <= 2 ms: %s (npk-run fc median %.3f ms)"
      % ("met" if npk["median"] <= 2e-3 else "NOT met", 1e3 * npk["median"]))
PY
