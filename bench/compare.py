#!/usr/bin/env python3
"""Ratio tables from two Google Benchmark JSON files (npk_bench and torch_bench.py).

  bench/compare.py NPK.json TORCH.json [--time cpu_time|real_time] [--markdown]
                   [--plot-data FILE]

Per benchmark name found in both files: npk time, PyTorch time and npk/PyTorch
(below 1 = npk faster). Then npk against OpenBLAS: every BM_openblas_X in the npk
file is paired with BM_X (speed = OpenBLAS time / npk time, so 1 = as fast).
Times are medians (the _median aggregate when the run had repetitions, else the
median of the iteration rows). Targets from issue 4 are checked and marked.
--plot-data writes "label npk torch openblas" rows (times relative to PyTorch)
for bench/plot.gnuplot. Standard library only.
"""
import argparse
import json
import re
import sys

# (regex on the name, "npk/torch" <= limit) and SGEMM speed >= limit vs OpenBLAS.
TORCH_TARGETS = [
    (r"^BM_matmul_fc/M:10/N:100/K:784$", 0.5),
    (r"^BM_model/(fc|mlp|lenet|cnn)/batch:1$", 0.2),
    (r"^BM_model/(cnn|lenet)/batch:100$", 0.5),
]
BLAS_TARGETS = [(r"^BM_sgemm/(256|512|1024)/", 0.95)]
# SGEMM FLOPS >= this fraction of the core's peak (BM_fma_peak, same run).
PEAK_TARGETS = [(r"^BM_sgemm/(256|512|1024)/", 0.80)]


def medians(path, key):
    with open(path) as f:
        doc = json.load(f)
    iters, aggs = {}, {}
    for r in doc["benchmarks"]:
        if r.get("error_occurred") or key not in r:
            continue
        if r["run_type"] == "aggregate":
            if r.get("aggregate_name") == "median":
                aggs[r["run_name"]] = r[key]
        else:
            iters.setdefault(r["run_name"], []).append(r[key])
    out = {}
    for name, v in iters.items():
        v = sorted(v)
        n = len(v)
        out[name] = aggs.get(name, v[n // 2] if n % 2 else 0.5 * (v[n // 2 - 1] + v[n // 2]))
    return out, doc.get("context", {})


def target_for(name, targets):
    for rx, limit in targets:
        if re.search(rx, name):
            return limit
    return None


def fmt_ns(t):
    for unit, scale in (("s", 1e9), ("ms", 1e6), ("us", 1e3)):
        if t >= scale:
            return "%.3g %s" % (t / scale, unit)
    return "%.3g ns" % t


def table(rows, header, markdown):
    if markdown:
        lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
        lines += ["| " + " | ".join(r) + " |" for r in rows]
        return "\n".join(lines)
    widths = [max(len(str(x)) for x in col) for col in zip(header, *rows)]
    fmt = lambda r: "  ".join(str(x).ljust(w) if i == 0 else str(x).rjust(w) for i, (x, w) in
                              enumerate(zip(r, widths)))
    return "\n".join([fmt(header), fmt(["-" * w for w in widths])] + [fmt(r) for r in rows])


def peak_section(path, markdown):
    """SGEMM FLOPS as a % of the core's peak FMA rate measured in the same run
    (BM_fma_peak/avx512, else /avx2: the widest path the core has). Rates are
    medians of the FLOPS counter, which Google Benchmark divides by CPU time.
    Returns False when a target is missed."""
    flops, _ = medians(path, "FLOPS")
    peak_name = next((n for n in ("BM_fma_peak/avx512", "BM_fma_peak/avx2") if n in flops), None)
    if peak_name is None:
        return True
    peak, met, rows = flops[peak_name], True, []
    for name, rate in flops.items():
        limit = target_for(name, PEAK_TARGETS)
        if limit is None:
            continue
        ok = rate >= limit * peak
        met &= ok
        rows.append([name, "%.1f" % (rate * 1e-9), "%.1f%%" % (100.0 * rate / peak),
                     "%s (>= %.0f%%)" % ("met" if ok else "NOT met", 100 * limit)])
    print()
    print("SGEMM against the core's peak FMA rate, same run: %s = %.1f GFLOP/s (medians)" %
          (peak_name, peak * 1e-9))
    print()
    print(table(rows, ["benchmark", "GFLOP/s", "% of peak", "target"], markdown))
    return met


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("npk")
    ap.add_argument("torch")
    ap.add_argument("--time", default="cpu_time", choices=["cpu_time", "real_time"])
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--plot-data")
    a = ap.parse_args()
    npk, ctx = medians(a.npk, a.time)
    torch, _ = medians(a.torch, a.time)
    met_all, rows, plot = True, [], []

    for name in npk:
        if name.startswith("BM_openblas_") or name not in torch:
            continue
        ratio = npk[name] / torch[name]
        limit = target_for(name, TORCH_TARGETS)
        verdict = ""
        if limit is not None:
            ok = ratio <= limit
            met_all &= ok
            verdict = "%s (<= %.2g)" % ("met" if ok else "NOT met", limit)
        rows.append([name, fmt_ns(npk[name]), fmt_ns(torch[name]), "%.3f" % ratio, verdict])
        blas = npk.get(name.replace("BM_", "BM_openblas_", 1))
        plot.append((name, ratio, 1.0, blas / torch[name] if blas else None))
    print("npk vs PyTorch (%s medians; ratio = npk / PyTorch, < 1 means npk is faster)" % a.time)
    print("npk: %s, isa %s" % (ctx.get("executable", "?"), ctx.get("npk_isa", "?")))
    print()
    print(table(rows, ["benchmark", "npk", "PyTorch", "npk/PyTorch", "target"], a.markdown))

    rows = []
    for name in npk:
        if not name.startswith("BM_openblas_"):
            continue
        ours = name.replace("BM_openblas_", "BM_", 1)
        if ours not in npk:
            continue
        speed = npk[name] / npk[ours]
        limit = target_for(ours, BLAS_TARGETS)
        verdict = ""
        if limit is not None:
            ok = speed >= limit
            met_all &= ok
            verdict = "%s (>= %.2g)" % ("met" if ok else "NOT met", limit)
        rows.append([ours, fmt_ns(npk[ours]), fmt_ns(npk[name]), "%.3f" % (npk[ours] / npk[name]),
                     "%.3f" % speed, verdict])
    if rows:
        print()
        print("npk vs OpenBLAS sgemm, 1 thread (speed = OpenBLAS time / npk time, >= 1 means npk is as fast)")
        print()
        print(table(rows, ["benchmark", "npk", "OpenBLAS", "npk/OpenBLAS", "speed", "target"], a.markdown))

    met_all &= peak_section(a.npk, a.markdown)

    if a.plot_data:
        with open(a.plot_data, "w") as f:
            f.write("# label npk/PyTorch PyTorch OpenBLAS/PyTorch (times relative to PyTorch)\n")
            for name, r, t, b in plot:
                f.write('"%s" %.6g %.6g %s\n' % (name.replace("BM_", "").replace("_", "-"), r, t,
                                                 "%.6g" % b if b else "NaN"))
    print()
    print("all targets met" if met_all else "some targets NOT met")
    return 0


if __name__ == "__main__":
    sys.exit(main())
