#!/usr/bin/python3
"""bench_models.py - npk-run against PyTorch (one thread each), model by model,
at batch 1 and batch 16.

    OPENBLAS_NUM_THREADS=1 OMP_NUM_THREADS=1 /usr/bin/python3 models/tools/bench_models.py \\
        --npk-run build/npk-run --mlir2c build/mlir2c --build build [--runs 30] [--repeat 3] [NAME...]

For each model: the shipped weights (make_model.prepare: same seed and
calibration as the .mlir). Batch 1: the first golden sample. Batch 16: the
golden samples repeated to 16 (sample i is golden sample i mod n). PyTorch:
eval, no_grad, torch.set_num_threads(1), 5 warm-up calls, median of --runs.
npk: the median of `npk-run MODEL.tcp SAMPLES.npy --bench RUNS` (one thread,
the best ISA path); at batch 16 on a program exported at batch 16 (this
script exports the model with an input of batch 16 and translates it with
mlir2c into a temporary directory), and for comparison the batch-1 program
run over the 16 samples. Everything is measured in this one process, one
model after the other; with --repeat R the whole sweep runs R times and the
table gives the median time of each cell and the range of the ratios (the
machine may be shared). Times are process CPU time (npk-run's 'bench cpu'
line, time.process_time_ns): on a loaded machine the wall time of a run
longer than a scheduler slice includes other processes' turns, which
inflates long runs (batch 16, the U-Net) far more than short ones; the wall
ratios are printed next to them. Prints the load average and a Markdown table
(docs/real-models.md). With --json-dir DIR it also writes DIR/npk_models.json
and DIR/torch_models.json in Google Benchmark's JSON form (rows
BM_model/NAME/batch:1 and batch:16, the medians over the sweeps, cpu_time =
process CPU time), which bench/compare.py tabulates and bench/plot.sh plots
(docs/benchmarks-models.png) like npk_bench's rows.
"""
import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # before torch is imported
os.environ.setdefault("OMP_NUM_THREADS", "1")

import argparse  # noqa: E402
import datetime  # noqa: E402
import json  # noqa: E402
import platform  # noqa: E402
import re  # noqa: E402
import runpy  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402

import numpy as np  # noqa: E402
import torch  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from make_model import prepare  # noqa: E402
import torch_export  # noqa: E402  (make_model put tools/export on the path)

BATCH = 16

MODELS = ["kws_dscnn", "vww_mobilenetv1", "ic_resnet8", "ad_autoencoder", "mobilenetv2", "transformer", "lstm_kws",
          "unet", "gru_kws"]


def torch_time(model, x, runs):
    """(wall, CPU) medians in ns. CPU time (the process's) leaves out the time
    other processes hold the CPU, which a long run's wall time includes on a
    shared machine."""
    with torch.no_grad():
        for _ in range(5):
            model(x)
        wall, cpu = [], []
        for _ in range(runs):
            t0, c0 = time.perf_counter_ns(), time.process_time_ns()
            model(x)
            wall.append(time.perf_counter_ns() - t0)
            cpu.append(time.process_time_ns() - c0)
    return float(np.median(wall)), float(np.median(cpu))


def npk_time(npk_run, tcp, sample, runs):
    """(wall, CPU) medians in ns from npk-run's bench and bench cpu lines."""
    r = subprocess.run([npk_run, tcp, sample, "--quiet", "--bench", str(runs)], stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, universal_newlines=True, check=True)
    m = re.search(r"bench: \d+ runs, median (\d+) ns/run", r.stdout)
    c = re.search(r"bench cpu: median (\d+) ns/run", r.stdout)
    if not m or not c:
        raise SystemExit("no bench lines from npk-run:\n" + r.stdout)
    return float(m.group(1)), float(c.group(1))


def export_batch(model, spec, name, mlir2c, tmp):
    """The model exported at batch BATCH and translated: path of its .tcp."""
    inputs = [([BATCH] + list(shape[1:]), "f32" if d == "f32" else "i64") for shape, d in spec["inputs"]]
    text = torch_export.export(model, inputs, "tosa", "llvm19", resources=True, func=name)
    mlir = os.path.join(tmp, "%s_b%d.mlir" % (name, BATCH))
    tcp = os.path.join(tmp, "%s_b%d.tcp" % (name, BATCH))
    with open(mlir, "w") as f:
        f.write(text)
    subprocess.run([mlir2c, mlir, "-o", tcp], check=True, stdout=subprocess.DEVNULL)
    return tcp


def check_batch(npk_run, tcp, sample, model, x, tmp):
    """The batch-16 program must give PyTorch's outputs (the models' test bound)."""
    out = os.path.join(tmp, "out16.npy")
    subprocess.run([npk_run, tcp, sample, "--quiet", "--output", out], check=True)
    with torch.no_grad():
        ref = model(to_torch(x)).numpy()
    got = np.load(out).reshape(ref.shape)
    bound = 1e-4 * (1 + float(np.abs(ref).max()))
    err = float(np.abs(got - ref).max())
    print("batch %d program: max |npk - PyTorch| %.3g (bound %.3g)" % (BATCH, err, bound), file=sys.stderr)
    if not err <= bound:
        raise SystemExit("%s: the batch-%d program does not match PyTorch" % (tcp, BATCH))


def to_torch(x):
    return torch.from_numpy(x.astype(np.int64) if x.dtype == np.int32 else x)


def measure(name, a, tmp):
    """One model: (wall, CPU) ns of npk b1, torch b1, npk b16 program, npk 16 x b1 program, torch b16."""
    spec = runpy.run_path(os.path.join(HERE, "..", name, "make.py"))["SPEC"]
    model = prepare(spec["build"], spec["inputs"])
    golden = np.load(os.path.join(HERE, "..", name, "input.npy"))
    x1 = golden[:1]
    x16 = golden[np.arange(BATCH) % golden.shape[0]]
    s1, s16 = os.path.join(tmp, name + "_1.npy"), os.path.join(tmp, name + "_16.npy")
    np.save(s1, x1)
    np.save(s16, x16)
    tcp1 = os.path.join(a.build, "models", name, name + ".tcp")
    if name not in measure.tcp16:
        measure.tcp16[name] = export_batch(model, spec, name, a.mlir2c, tmp)
        check_batch(a.npk_run, measure.tcp16[name], s16, model, x16, tmp)
    pt1 = torch_time(model, to_torch(x1), a.runs)
    npk1 = npk_time(a.npk_run, tcp1, s1, a.runs)
    runs16 = max(3, a.runs // 3)
    pt16 = torch_time(model, to_torch(x16), runs16)
    npk16 = npk_time(a.npk_run, measure.tcp16[name], s16, runs16)
    npk16x1 = npk_time(a.npk_run, tcp1, s16, runs16)
    return npk1, pt1, npk16, npk16x1, pt16


measure.tcp16 = {}


def spread(v):
    """The median ratio, and its range over the sweeps."""
    return "%.2f" % v[0] if len(v) == 1 else "%.2f (%.2f-%.2f)" % (float(np.median(v)), min(v), max(v))


def cpu_context():
    """CPU name and AVX-512 flags from /proc/cpuinfo, as npk_bench's JSON context has them."""
    ctx = {"num_cpus": os.cpu_count(), "date": datetime.datetime.now().isoformat(timespec="seconds"),
           "load_avg": list(os.getloadavg()), "host_name": platform.node()}
    try:
        info = open("/proc/cpuinfo").read()
        for key, name in (("model name", "cpu_model_name"), ("cpu family", "cpu_family"), ("model", "cpu_model")):
            m = re.search(r"^%s\s*: (.*)$" % key, info, re.M)
            if m:
                ctx[name] = m.group(1).strip()
        m = re.search(r"^flags\s*: (.*)$", info, re.M)
        if m:
            ctx["cpu_flags_avx512"] = " ".join(f for f in m.group(1).split() if f.startswith("avx512"))
    except OSError:
        pass
    return ctx


def write_json(path, rows, ctx):
    """rows: [(name, wall ns, CPU ns, runs)] as Google Benchmark iteration rows."""
    doc = {"context": ctx, "benchmarks": [
        {"name": n, "run_name": n, "run_type": "iteration", "repetitions": 1, "iterations": runs, "real_time": wall,
         "cpu_time": cpu, "time_unit": "ns"} for n, wall, cpu, runs in rows]}
    with open(path, "w") as f:
        json.dump(doc, f, indent=1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--npk-run", required=True)
    ap.add_argument("--mlir2c", required=True, help="mlir2c, to translate the batch-16 exports")
    ap.add_argument("--build", required=True, help="build directory holding models/<name>/<name>.tcp")
    ap.add_argument("--runs", type=int, default=30)
    ap.add_argument("--repeat", type=int, default=1, help="run the whole sweep this many times")
    ap.add_argument("--json-dir", help="also write npk_models.json and torch_models.json here")
    ap.add_argument("names", nargs="*")
    a = ap.parse_args()
    torch.set_num_threads(1)
    names = a.names or MODELS
    res = {n: [] for n in names}
    tmp = tempfile.mkdtemp()
    ctx = cpu_context()
    loads = [os.getloadavg()[0]]
    for rep in range(a.repeat):
        for name in names:
            t = measure(name, a, tmp)
            res[name].append(t)
            print("rep %d %-16s cpu us  b1: npk %9.1f torch %9.1f ratio %.2f (wall %.2f) | b16: npk %10.1f (16 x b1 "
                  "%10.1f) torch %10.1f ratio %.2f (wall %.2f)" % (
                      rep, name, t[0][1] / 1e3, t[1][1] / 1e3, t[0][1] / t[1][1], t[0][0] / t[1][0], t[2][1] / 1e3,
                      t[3][1] / 1e3, t[4][1] / 1e3, t[2][1] / t[4][1], t[2][0] / t[4][0]), file=sys.stderr)
        loads.append(os.getloadavg()[0])
    print("load average (1 min) at start and after each sweep: %s; %d sweep(s), median of %d runs per cell "
          "(batch 16: %d)" % (", ".join("%.1f" % v for v in loads), a.repeat, a.runs, max(3, a.runs // 3)))
    print()
    print("Times: median process CPU time per run (us), median over the sweeps. Ratios: npk / PyTorch, median "
          "(range) over the sweeps, of CPU time and of wall time.")
    print()
    print("| model | MACs (b1) | npk b1 | PyTorch b1 | b1 ratio, CPU | b1 ratio, wall | npk b16 | npk 16 x b1 "
          "| PyTorch b16 | b16 ratio, CPU | b16 ratio, wall |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for name in names:
        info = dict(line.split(None, 1) for line in open(os.path.join(HERE, "..", name, "info.txt")).read().splitlines())
        r = res[name]
        med = [float(np.median([t[k][1] for t in r])) / 1e3 for k in range(5)]
        print("| `%s` | %s | %.1f | %.1f | %s | %s | %.1f | %.1f | %.1f | %s | %s |" % (
            name, format(int(info["macs"]), ","), med[0], med[1], spread([t[0][1] / t[1][1] for t in r]),
            spread([t[0][0] / t[1][0] for t in r]), med[2], med[3], med[4], spread([t[2][1] / t[4][1] for t in r]),
            spread([t[2][0] / t[4][0] for t in r])))
    if a.json_dir:
        os.makedirs(a.json_dir, exist_ok=True)
        npk_rows, torch_rows = [], []
        for name in names:
            r = res[name]
            med = lambda k, w: float(np.median([t[k][w] for t in r]))
            for batch, kn, kt, runs in ((1, 0, 1, a.runs), (BATCH, 2, 4, max(3, a.runs // 3))):
                row = "BM_model/%s/batch:%d" % (name, batch)
                npk_rows.append((row, med(kn, 0), med(kn, 1), runs))
                torch_rows.append((row, med(kt, 0), med(kt, 1), runs))
        ctx["npk_isa"] = os.environ.get("NPK_ISA", "best")
        write_json(os.path.join(a.json_dir, "npk_models.json"), npk_rows, dict(ctx, executable=a.npk_run))
        write_json(os.path.join(a.json_dir, "torch_models.json"), torch_rows,
                   dict(ctx, executable="PyTorch %s" % torch.__version__))


if __name__ == "__main__":
    main()
