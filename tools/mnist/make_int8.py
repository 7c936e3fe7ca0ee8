#!/usr/bin/python3
"""Write models/mnist/int8/{mlp,lenet,cnn}.mlir: the shipped MNIST models, quantized to int8.

    /usr/bin/python3 tools/mnist/make_int8.py [--cache DIR] [--method minmax|percentile] [--out DIR] [NAME...]

Weights: the float models' own constants (models/mnist/NAME.mlir, TCF). Calibration:
the first CALIB_COUNT of the 8,000 *training* digits that make_data.py writes to the
cache (`train-images.idx`, already shuffled with its fixed seed), fed as uint8 / 255.
None of them is one of the 2,000 held-out test digits, so the accuracy measured on
those stays honest. Runs offline once (needs PyTorch); the tests only read the output.
"""
import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools", "export"))
sys.path.insert(0, os.path.join(ROOT, "tools", "mnist"))

import models  # noqa: E402
import quantize  # noqa: E402
import torch_export  # noqa: E402

CALIB_COUNT = 1000
NAMES = ["mlp", "lenet", "cnn", "lenet_a16"]
# variants: file name -> (model, layers with int16 outputs); lenet's layers 0 and 7 are Conv2d 1->6 and Linear 400->120,
# so Conv2d 6->16 and Linear 120->84 run 16x8 (i48 accumulator, 16-bit rescale)
VARIANTS = {"lenet_a16": ("lenet", ["0", "7"])}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("names", nargs="*", default=NAMES)
    ap.add_argument("--cache", default="/tmp/npk-mnist-cache", help="make_data.py's cache (train-images.idx)")
    ap.add_argument("--method", choices=["minmax", "percentile"], default="minmax")
    ap.add_argument("--out", default=os.path.join(ROOT, "models", "mnist", "int8"))
    a = ap.parse_args()
    calib_path = os.path.join(a.cache, "train-images.idx")
    if not os.path.exists(calib_path):
        sys.exit("make_int8: %s is missing: run tools/mnist/make_data.py --cache %s first" % (calib_path, a.cache))
    calib = torch_export.load_calibration(calib_path, [1, 1, 28, 28], CALIB_COUNT)
    os.makedirs(a.out, exist_ok=True)
    for name in a.names:
        model, int16 = VARIANTS.get(name, (name, []))
        module = models.build(model)
        torch_export.load_tcf_weights(module, os.path.join(ROOT, "models", "mnist", model + ".mlir"))
        text, report = quantize.export_int8(module, [1, 1, 28, 28], calib, a.method, int16, name)
        head = ("// %s in int8%s, made by tools/mnist/make_int8.py from models/mnist/%s.mlir.\n"
                "// Calibration (%s): training digits 0..%d of make_data.py's 8,000 (none is a test digit).\n"
                % (model, " (int16 outputs: layer %s)" % ", ".join(int16) if int16 else "", model, a.method,
                   len(calib) - 1))
        head += "".join("// %s\n" % line for line in report)
        path = os.path.join(a.out, name + ".mlir")
        with open(path + ".tmp", "w") as f:
            f.write(head + text)
        os.replace(path + ".tmp", path)
        print("wrote %s" % path)


if __name__ == "__main__":
    main()
