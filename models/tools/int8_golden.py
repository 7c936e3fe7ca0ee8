#!/usr/bin/python3
"""Golden outputs of the int8 MLPerf Tiny models, from npk's scalar reference kernels,
and the float-vs-int8 agreement figures of docs/INT8.md (NumPy only, no PyTorch).

    python3 models/tools/int8_golden.py BUILD_DIR [--eval N] [NAME...]

For each NAME with models/NAME/int8/NAME.mlir: mlir2c translates it (fused, as the
build does), npk-run runs it under NPK_MAX_ISA=scalar on models/NAME/input.npy and
models/NAME/int8/golden.npy is written, and golden_acc.npy: the int32
accumulator of the last layer (the model cut before its float tail). Then the agreement with the float model:
on the golden inputs against PyTorch's golden.npy, and on N more random inputs
(numpy standard normal, seed 20261128) against npk's float32 model
(BUILD_DIR/models/NAME/NAME.tcp): same top-1 and the largest absolute difference.
"""
import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "int8"))
from check_tiny import logits_cut, run_model  # noqa: E402
NAMES = ["kws_dscnn", "ic_resnet8", "vww_mobilenetv1", "ad_autoencoder"]


def run(npk_run, tcp, inp, out, isa):
    env = dict(os.environ, NPK_MAX_ISA=isa)
    subprocess.run([npk_run, tcp, inp, "--quiet", "--output", out], check=True, env=env)
    return np.load(out)


def agreement(a, b):
    """Same top-1 (of n), max |a - b| and the SQNR of a against b in dB."""
    a, b = a.reshape(len(a), -1).astype(np.float64), b.reshape(len(b), -1).astype(np.float64)
    same = int((a.argmax(1) == b.argmax(1)).sum())
    sqnr = 10 * np.log10((b ** 2).sum() / max(((a - b) ** 2).sum(), 1e-300))
    return same, len(a), float(np.abs(a - b).max()), sqnr


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("build")
    ap.add_argument("names", nargs="*", default=NAMES)
    ap.add_argument("--eval", type=int, default=200, help="extra random inputs for the agreement figure")
    a = ap.parse_args()
    m2c, npk_run = os.path.join(a.build, "mlir2c"), os.path.join(a.build, "npk-run")
    tmp = tempfile.mkdtemp(prefix="npk-int8tiny-")
    for name in a.names:
        mdir = os.path.join(ROOT, "models", name)
        src = os.path.join(mdir, "int8", name + ".mlir")
        if not os.path.exists(src):
            continue
        tcp = os.path.join(tmp, name + ".tcp")
        subprocess.run([m2c, src, "-o", tcp], check=True)
        inp = os.path.join(mdir, "input.npy")
        y = run(npk_run, tcp, inp, os.path.join(tmp, name + "-q.npy"), "scalar")
        np.save(os.path.join(mdir, "int8", "golden.npy"), y.astype(np.float32))
        with open(src) as f:
            acc = run_model(m2c, npk_run, logits_cut(f.read()), inp, tmp, name + "-acc", "scalar")
        np.save(os.path.join(mdir, "int8", "golden_acc.npy"), acc)
        same, n, err, sq = agreement(y, np.load(os.path.join(mdir, "golden.npy")))
        x = np.load(inp)
        xe = np.random.default_rng(20261128).standard_normal((a.eval,) + x.shape[1:]).astype(np.float32)
        pe = os.path.join(tmp, name + "-eval.npy")
        np.save(pe, xe)
        yq = run(npk_run, tcp, pe, os.path.join(tmp, name + "-eq.npy"), "")
        yf = run(npk_run, os.path.join(a.build, "models", name, name + ".tcp"), pe, os.path.join(tmp, name + "-ef.npy"), "")
        same2, n2, err2, sq2 = agreement(yq, yf)
        print("| `%s` | %d/%d | %.4f | %.1f | %d/%d | %.4f | %.1f | %.4f |"
              % (name, same, n, err, sq, same2, n2, err2, sq2, float(np.abs(yf).max())))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
