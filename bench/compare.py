#!/usr/bin/env python3
"""Ratio tables from Google Benchmark JSON files: npk_bench, torch_bench.py and
(optionally) ort_bench.js, all from one run.

  bench/compare.py NPK.json TORCH.json [--ort ORT.json] [--time cpu_time|real_time]
                   [--markdown] [--plot-data FILE]

First the machine: the CPU (from the baselines' context), the peak FMA rate
measured in the same npk_bench run (BM_fma_peak) and whether AVX-512 runs at
full width there (BM_fma_peak/avx512 over /avx2: about 2 = full width, about
1 = two 256-bit halves), and each file's load average. Then, per benchmark
name found in npk and PyTorch: times, npk/PyTorch, PyTorch's process CPU /
wall and process CPU / thread CPU (its harness refuses rows above 1.1: those
show as "refused"), the same for ORT when given (npk/ORT; ORT's binding cost per
call, BM_ort_identity/n:1, is printed above the table), and each GEMM or conv
row's percent of the peak. Then npk against OpenBLAS, and the peak table.

Targets (machine-independent, issue 16), each marked met / NOT met:
- GEMM-shaped rows at the shipped models' sizes (SGEMM, the playground FC at
  batch 100, the Linear layers at batch 100): >= 85% of the measured peak;
- every whole model (BM_model/*): npk time <= the faster of PyTorch and ORT.
Times are medians (the _median aggregate when there were repetitions, else the
median of the iteration rows). Standard library only.
"""
import argparse
import json
import re
import sys

PEAK_TARGET = 0.85
GEMM_TARGET_RX = r"^BM_sgemm/|^BM_matmul_fc/M:10/N:100/K:784$|^BM_linear_relu/N:100/"
PEAK_ROWS_RX = r"^BM_(sgemm|matmul_fc|linear_relu|conv2d_relu|conv2d_relu_winograd)/"
MODEL_RX = r"^BM_model/"
ORT_FIXED = "BM_ort_identity/n:1"


def load(path):
    with open(path) as f:
        return json.load(f)


def medians(doc, key):
    """{run_name: median of key} over rows without errors."""
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
    return out


def refused(doc):
    """{run_name: message} of benchmarks the harness refused."""
    return {r["run_name"]: r.get("error_message", "") for r in doc["benchmarks"] if r.get("error_occurred")}


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


def machine(npk_doc, others, flops, out):
    """Prints the CPU, the peak and the AVX-512 width; returns (peak name, peak FLOP/s)."""
    ctx = {}
    for d in others + [npk_doc]:
        for k, v in d.get("context", {}).items():
            ctx.setdefault(k, v)
    out("CPU: %s (family %s, model %s), %s CPUs; AVX-512 flags: %s" % (
        ctx.get("cpu_model_name", "?"), ctx.get("cpu_family", "?"), ctx.get("cpu_model", "?"),
        ctx.get("num_cpus", "?"), ctx.get("cpu_flags_avx512") or "none"))
    p512, p256 = flops.get("BM_fma_peak/avx512"), flops.get("BM_fma_peak/avx2")
    if p512 and p256:
        r = p512 / p256
        width = ("full width" if r >= 1.6 else "two 256-bit halves" if r <= 1.3 else "unclear")
        out("AVX-512: %s (BM_fma_peak/avx512 %.1f GFLOP/s over /avx2 %.1f GFLOP/s = %.2f, same run)" %
            (width, p512 * 1e-9, p256 * 1e-9, r))
    elif p256:
        out("AVX-512: not run (BM_fma_peak/avx2 %.1f GFLOP/s)" % (p256 * 1e-9))
    name = "BM_fma_peak/avx512" if p512 else "BM_fma_peak/avx2" if p256 else None
    peak = flops.get(name) if name else None
    if peak:
        out("Peak FMA rate (fp32, one core, same run): %s = %.1f GFLOP/s" % (name, peak * 1e-9))
    for label, d in [("npk_bench", npk_doc)] + [(n, d) for n, d in zip(("PyTorch", "ORT"), others)]:
        la = d.get("context", {}).get("load_avg")
        if la:
            out("load average at the start of %s: %s" % (label, ", ".join("%.2f" % x for x in la)))
    return name, peak


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("npk")
    ap.add_argument("torch")
    ap.add_argument("--ort")
    ap.add_argument("--time", default="cpu_time", choices=["cpu_time", "real_time"])
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--plot-data")
    a = ap.parse_args()
    out = print
    npk_doc, torch_doc = load(a.npk), load(a.torch)
    ort_doc = load(a.ort) if a.ort else None
    npk, torch = medians(npk_doc, a.time), medians(torch_doc, a.time)
    flops = medians(npk_doc, "FLOPS")
    t_wall, t_thr = medians(torch_doc, "proc_cpu_per_wall"), medians(torch_doc, "proc_cpu_per_thread_cpu")
    t_ref = refused(torch_doc)
    ort = medians(ort_doc, a.time) if ort_doc else {}
    o_wall = medians(ort_doc, "proc_cpu_per_wall") if ort_doc else {}
    o_ref = refused(ort_doc) if ort_doc else {}
    peak_name, peak = machine(npk_doc, [torch_doc] + ([ort_doc] if ort_doc else []), flops, out)
    fixed = ort.get(ORT_FIXED)
    if ort_doc:
        ctx = ort_doc.get("context", {})
        out("ONNX Runtime %s (%s); binding cost per call (%s, an Identity model on one float): %s" % (
            ctx.get("ort_version", "?"), ctx.get("ort_threads", "?"), ORT_FIXED,
            fmt_ns(fixed) if fixed else "not measured"))
    else:
        out("ONNX Runtime: not in this run (no --ort file)")
    out("")

    met_all, rows, plot = True, [], []
    pct = lambda n: "%.1f%%" % (100.0 * flops[n] / peak) if peak and n in flops and \
        re.search(PEAK_ROWS_RX, n) else ""
    for name in npk:
        if name.startswith(("BM_openblas_", "BM_fma_peak")) or (name not in torch and name not in t_ref):
            continue
        t = torch.get(name)
        row = [name, fmt_ns(npk[name]), fmt_ns(t) if t else "refused", "%.3f" % (npk[name] / t) if t else "-",
               "%.2f / %.2f" % (t_wall.get(name, 0), t_thr.get(name, 0)) if t else "-"]
        if ort_doc:
            o = ort.get(name)
            if o:
                row += [fmt_ns(o), "%.3f" % (npk[name] / o), "%.2f" % o_wall.get(name, 0)]
            else:
                row += ["refused" if name in o_ref else "", "", ""]
        verdict = ""
        if re.search(MODEL_RX, name):
            best = min([x for x in (t, ort.get(name)) if x], default=None)
            if best is None:
                verdict = "no baseline"
            else:
                ok = npk[name] <= best
                met_all &= ok
                verdict = "%s (<= %s)" % ("met" if ok else "NOT met", "faster baseline" if ort_doc else "PyTorch")
        row += [pct(name), verdict]
        rows.append(row)
        if t:
            blas = npk.get(name.replace("BM_", "BM_openblas_", 1))
            plot.append((name, npk[name] / t, 1.0, blas / t if blas else None))
    header = ["benchmark", "npk", "PyTorch", "npk/PyTorch", "PyTorch CPU/wall / CPU/thread"]
    if ort_doc:
        header += ["ORT", "npk/ORT", "ORT CPU/wall"]
    header += ["% of peak", "target"]
    out("npk vs PyTorch%s (%s medians; ratio = npk / baseline, < 1 means npk is faster; CPU/wall = process CPU "
        "time / wall time, CPU/thread = process CPU / timing thread CPU, both must be <= 1.1)" %
        (" and ONNX Runtime" if ort_doc else "", a.time))
    out("npk: %s, isa %s" % (npk_doc.get("context", {}).get("executable", "?"),
                            npk_doc.get("context", {}).get("npk_isa", "?")))
    out("")
    out(table(rows, header, a.markdown))
    for name, msg in sorted(t_ref.items()):
        out("PyTorch %s: %s" % (name, msg))
    for name, msg in sorted(o_ref.items()):
        out("ORT %s: %s" % (name, msg))

    rows = []
    for name in npk:
        ours = name.replace("BM_openblas_", "BM_", 1)
        if name.startswith("BM_openblas_") and ours in npk:
            rows.append([ours, fmt_ns(npk[ours]), fmt_ns(npk[name]), "%.3f" % (npk[ours] / npk[name])])
    if rows:
        out("")
        out("npk vs OpenBLAS sgemm, 1 thread (no target; see the peak table)")
        out("")
        out(table(rows, ["benchmark", "npk", "OpenBLAS", "npk/OpenBLAS"], a.markdown))

    if peak:
        rows = []
        for name, rate in flops.items():
            if not re.search(PEAK_ROWS_RX, name):
                continue
            verdict = ""
            if re.search(GEMM_TARGET_RX, name):
                ok = rate >= PEAK_TARGET * peak
                met_all &= ok
                verdict = "%s (>= %.0f%%)" % ("met" if ok else "NOT met", 100 * PEAK_TARGET)
            note = " (direct-conv FLOPs)" if "winograd" in name else ""
            rows.append([name, "%.1f%s" % (rate * 1e-9, note), "%.1f%%" % (100.0 * rate / peak), verdict])
        out("")
        out("GEMM and conv rows against the peak FMA rate, same run: %s = %.1f GFLOP/s (FLOPS medians)" %
            (peak_name, peak * 1e-9))
        out("")
        out(table(rows, ["benchmark", "GFLOP/s", "% of peak", "target"], a.markdown))
    else:
        out("no BM_fma_peak row: percent of peak not computed")
        met_all = False

    if a.plot_data:
        with open(a.plot_data, "w") as f:
            f.write("# label npk/PyTorch PyTorch OpenBLAS/PyTorch (times relative to PyTorch)\n")
            for name, r, t, b in plot:
                f.write('"%s" %.6g %.6g %s\n' % (name.replace("BM_", "").replace("_", "-"), r, t,
                                                 "%.6g" % b if b else "NaN"))
    out("")
    out("all targets met" if met_all else "some targets NOT met")
    return 0


if __name__ == "__main__":
    sys.exit(main())
