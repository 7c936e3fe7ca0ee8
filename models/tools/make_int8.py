#!/usr/bin/python3
"""Write models/<name>/int8/<name>.mlir: an MLPerf Tiny model quantized to int8.

    /usr/bin/python3 models/tools/make_int8.py [--calib-count N] [--method minmax|percentile] [NAME...]

The float model is rebuilt exactly as models/<name>/make.py ships it (make_model.prepare:
seeded init, BatchNorm calibrated on its random batches), checked against the shipped
golden.npy, then quantized by tools/export/quantize.py (BatchNorm folded). There is no
real data for these tasks here, so calibration is what the model scripts use for their
own statistics: random inputs of the model's input spec, from a generator of its own
(seed SEED + 3), disjoint from the BatchNorm batches (SEED + 1) and the golden inputs
(SEED + 2). Needs PyTorch; the build and the tests only read the output.
Then models/tools/int8_golden.py (no PyTorch) writes the int8 golden outputs with npk.
"""
import argparse
import importlib.util
import os
import sys

import numpy as np
import torch

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "tools", "export"))
import make_model  # noqa: E402
import quantize  # noqa: E402

NAMES = ["kws_dscnn", "ic_resnet8", "vww_mobilenetv1", "ad_autoencoder"]
CALIB_SEED = make_model.SEED + 3


def load_spec(name):
    path = os.path.join(ROOT, "models", name, "make.py")
    spec = importlib.util.spec_from_file_location("make_" + name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.SPEC


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("names", nargs="*", default=NAMES)
    ap.add_argument("--calib-count", type=int, default=256)
    ap.add_argument("--method", choices=["minmax", "percentile"], default="minmax")
    a = ap.parse_args()
    for name in a.names:
        spec = load_spec(name)
        model = make_model.prepare(spec["build"], spec["inputs"])
        mdir = os.path.join(ROOT, "models", name)
        x = torch.as_tensor(np.load(os.path.join(mdir, "input.npy")))
        with torch.no_grad():
            got = model(x).numpy()
        want = np.load(os.path.join(mdir, "golden.npy"))
        if np.abs(got - want).max() > 1e-5 * (1 + np.abs(want).max()):
            sys.exit("make_int8: %s: the rebuilt model does not give the shipped golden.npy" % name)
        gen = torch.Generator().manual_seed(CALIB_SEED)
        calib = make_model.random_input(spec["inputs"][0], a.calib_count, gen).numpy()
        shape = spec["inputs"][0][0]
        text, report = quantize.export_int8(model, shape, calib, a.method, (), name)
        head = ("// %s in int8, made by models/tools/make_int8.py from models/%s/make.py's float model\n"
                "// (BatchNorm folded). Calibration (%s): %d random inputs (torch.randn, seed %d), none a golden input.\n"
                % (name, name, a.method, len(calib), CALIB_SEED))
        head += "".join("// %s\n" % line for line in report)
        os.makedirs(os.path.join(mdir, "int8"), exist_ok=True)
        path = os.path.join(mdir, "int8", name + ".mlir")
        with open(path + ".tmp", "w") as f:
            f.write(head + text)
        os.replace(path + ".tmp", path)
        print("wrote %s (%d bytes)" % (path, os.path.getsize(path)))


if __name__ == "__main__":
    main()
