#!/usr/bin/python3
"""bench_models.py - npk-run against PyTorch (one thread each), model by model.

    OPENBLAS_NUM_THREADS=1 OMP_NUM_THREADS=1 /usr/bin/python3 models/tools/bench_models.py \\
        --npk-run build/npk-run --build build [--runs 50] [NAME...]

For each model: the shipped weights (make_model.prepare: same seed and
calibration as the .mlir), the first golden sample at batch 1. PyTorch: eval,
no_grad, torch.set_num_threads(1), 5 warm-up calls, median of --runs. npk: the
median of `npk-run MODEL.tcp SAMPLE.npy --bench RUNS` (one thread, the best ISA
path). Both are measured in this one process, one model after the other.
Prints a Markdown table (docs/real-models.md).
"""
import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # before torch is imported
os.environ.setdefault("OMP_NUM_THREADS", "1")

import argparse  # noqa: E402
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

MODELS = ["kws_dscnn", "vww_mobilenetv1", "ic_resnet8", "ad_autoencoder", "mobilenetv2", "transformer", "lstm_kws",
          "unet"]


def torch_time(model, x, runs):
    with torch.no_grad():
        for _ in range(5):
            model(x)
        times = []
        for _ in range(runs):
            t0 = time.perf_counter_ns()
            model(x)
            times.append(time.perf_counter_ns() - t0)
    return float(np.median(times))


def npk_time(npk_run, tcp, sample, runs):
    r = subprocess.run([npk_run, tcp, sample, "--quiet", "--bench", str(runs)], stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, universal_newlines=True, check=True)
    m = re.search(r"bench: \d+ runs, median (\d+) ns/run", r.stdout)
    if not m:
        raise SystemExit("no bench line from npk-run:\n" + r.stdout)
    return float(m.group(1))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--npk-run", required=True)
    ap.add_argument("--build", required=True, help="build directory holding models/<name>/<name>.tcp")
    ap.add_argument("--runs", type=int, default=50)
    ap.add_argument("names", nargs="*")
    a = ap.parse_args()
    torch.set_num_threads(1)
    rows = []
    tmp = tempfile.mkdtemp()
    for name in a.names or MODELS:
        spec = runpy.run_path(os.path.join(HERE, "..", name, "make.py"))["SPEC"]
        model = prepare(spec["build"], spec["inputs"])
        x = np.load(os.path.join(HERE, "..", name, "input.npy"))[:1]
        sample = os.path.join(tmp, name + ".npy")
        np.save(sample, x)
        xt = torch.from_numpy(x.astype(np.int64) if x.dtype == np.int32 else x)
        info = dict(line.split(None, 1) for line in open(os.path.join(HERE, "..", name, "info.txt")).read().splitlines())
        pt = torch_time(model, xt, a.runs)
        npk = npk_time(a.npk_run, os.path.join(a.build, "models", name, name + ".tcp"), sample, a.runs)
        rows.append((name, int(info["parameters"]), int(info["macs"]), npk, pt))
        print("%-16s npk %10.0f ns  torch %10.0f ns  ratio %.2f" % (name, npk, pt, npk / pt), file=sys.stderr)
    print("| model | parameters | MACs (batch 1) | npk-run (us) | PyTorch 1 thread (us) | npk / PyTorch |")
    print("|---|---:|---:|---:|---:|---:|")
    for name, p, m, npk, pt in rows:
        print("| `%s` | %s | %s | %.1f | %.1f | %.2f |" % (name, format(p, ","), format(m, ","), npk / 1e3, pt / 1e3,
                                                          npk / pt))


if __name__ == "__main__":
    main()
