#!/usr/bin/python3
"""check_models.py - one model PyTorch's dynamo exporter wrote (models/,
made by make_models.py), through mlir2c and npk-run, against PyTorch's
outputs saved beside it: every output within 1e-4 * (1 + max|ref|).

    check_models.py --mlir2c M --npk-run R --work DIR NAME

Needs numpy (for .npz); exit 77 (skipped) without it.
"""
import argparse
import os
import subprocess
import sys

try:
    import numpy as np
except ImportError:
    print("skipped: no numpy for %s" % sys.executable)
    sys.exit(77)

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "models")
TOL = 1e-4
# mlir2c options a model needs: cnn_dynamic's batch dim is symbolic
EXTRA = {"cnn_dynamic": ["--shape", "x=2x3x7x8"]}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mlir2c", required=True)
    ap.add_argument("--npk-run", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("name")
    a = ap.parse_args()
    os.makedirs(a.work, exist_ok=True)
    tcp = os.path.join(a.work, a.name + ".tcp")
    r = subprocess.run([a.mlir2c, os.path.join(HERE, a.name + ".onnx"), "-o", tcp] + EXTRA.get(a.name, []),
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    if r.returncode:
        print("FAIL: mlir2c exit %d:\n%s" % (r.returncode, r.stderr))
        return 1
    ins = [os.path.join(HERE, "%s.in%d.npy" % (a.name, k)) for k in range(8)]
    ins = [f for f in ins if os.path.exists(f)]
    refs = [np.load(os.path.join(HERE, "%s.out%d.npy" % (a.name, k))) for k in range(8)
            if os.path.exists(os.path.join(HERE, "%s.out%d.npy" % (a.name, k)))]
    npz = os.path.join(a.work, a.name + ".npz")
    r = subprocess.run([a.npk_run, tcp] + ins + ["--quiet", "--output", npz],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    if r.returncode:
        print("FAIL: npk-run exit %d:\n%s" % (r.returncode, r.stderr))
        return 1
    got = np.load(npz)
    if len(got.files) != len(refs):
        print("FAIL: %d outputs, PyTorch has %d" % (len(got.files), len(refs)))
        return 1
    ok = True
    for k, (key, ref) in enumerate(zip(got.files, refs)):
        g = got[key]
        if g.size != ref.size:
            print("FAIL: output %d has shape %s, PyTorch %s" % (k, list(g.shape), list(ref.shape)))
            return 1
        g = g.reshape(ref.shape).astype(np.float64)
        err = float(np.max(np.abs(g - ref)))
        tol = TOL * (1 + float(np.max(np.abs(ref))))
        good = np.isfinite(err) and err <= tol
        ok &= bool(good)
        print("%s output %d: max abs error %.3g, tolerance %.3g: %s" % (a.name, k, err, tol, "ok" if good else "FAIL"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
