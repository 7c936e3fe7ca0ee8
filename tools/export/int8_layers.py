#!/usr/bin/python3
"""int8_layers.py - which layer of an int8 model loses accuracy: SQNR and max error per layer.

    int8_layers.py MODULE_SPEC [--weights SD | --weights-from-tcf F.mlir] INT8.mlir INPUT
                   --mlir2c MLIR2C --npk-run NPK_RUN [--count N]

INT8.mlir is what `torch_export.py --int8` wrote for MODULE_SPEC; its
`// npk-int8-tensor:` lines name, for each quantized tensor, the PyTorch value it stands
for. For each, the model is cut at that tensor, translated by mlir2c and run by npk-run
on INPUT (IDX uint8 images / 255, or a float .npy, as --calib takes them); the int8
values are dequantised (scale * (q - zp)) and compared with PyTorch's float values:

    layer                   SQNR (dB)   max |error|   scale
A layer whose SQNR drops well below its predecessors' is the one to keep in int16
(--int16-act) or to calibrate differently (--calib-method percentile).
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

import numpy as np
import torch
import torch.fx

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import torch_export  # noqa: E402
from tosa_writer import ExportError  # noqa: E402

MARK = re.compile(r"^// npk-int8-tensor: (\S+) (\S+) (%\S+) (\w+) (\S+) (-?\d+) (\w+)$", re.M)


def cut_at(text, value, vtype):
    """The same function returning `value` (of MLIR type vtype) instead of its result."""
    text = re.sub(r"(func\.func @\w+\(%\w+: tensor<[^>]*>\)) -> tensor<[^>]*>", r"\1 -> " + vtype, text, count=1)
    return re.sub(r"^(\s*)return %\w+ : tensor<[^>]*>", r"\1return %s : %s" % (value, vtype), text, count=1,
                  flags=re.M)


def value_type(text, value):
    m = re.search(r"^\s*%s = .* -> (tensor<[^>]*>)\s*$" % re.escape(value), text, re.M)
    if not m:
        raise ExportError("%s is not defined in the int8 model" % value)
    return m.group(1)


def float_values(module, x, names):
    """{fx node name: its float output} for inputs x."""
    gm = torch.fx.symbolic_trace(module.eval())
    out = {}

    class Rec(torch.fx.Interpreter):
        def run_node(self, n):
            r = super().run_node(n)
            if n.name in names:
                out[n.name] = r.detach().numpy()
            return r

    with torch.no_grad():
        Rec(gm).run(torch.from_numpy(x))
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("module")
    ap.add_argument("int8_mlir")
    ap.add_argument("input")
    ap.add_argument("--weights")
    ap.add_argument("--weights-from-tcf")
    ap.add_argument("--mlir2c", required=True)
    ap.add_argument("--npk-run", required=True)
    ap.add_argument("--count", type=int, default=200)
    a = ap.parse_args(argv)
    try:
        module = torch_export.load_module(a.module)
        if a.weights:
            module.load_state_dict(torch.load(a.weights, map_location="cpu"))
        if a.weights_from_tcf:
            torch_export.load_tcf_weights(module, a.weights_from_tcf)
        text = open(a.int8_mlir).read()
        marks = MARK.findall(text)
        if not marks:
            raise ExportError("%s has no '// npk-int8-tensor:' lines (not written by torch_export.py --int8?)"
                              % a.int8_mlir)
        arg = re.search(r"func\.func @\w+\(%\w+: tensor<((?:\d+x)*)f32>\)", text)
        shape = [int(d) for d in arg.group(1).split("x") if d]
        x = torch_export.load_calibration(a.input, shape, a.count)
        n = len(x) - len(x) % shape[0]
        x = x[:n]
        ref = float_values(module, x.reshape([n] + shape[1:]), {m[0] for m in marks})
        print("%-28s %10s %12s %12s" % ("layer", "SQNR (dB)", "max |error|", "scale"))
        with tempfile.TemporaryDirectory() as tmp:
            xin = os.path.join(tmp, "x.npy")
            np.save(xin, x.reshape([n] + shape[1:]))
            for fx_name, label, value, dtype, scale, zp, layout in marks:
                src, tcp, out = (os.path.join(tmp, "cut" + e) for e in (".mlir", ".tcp", ".npy"))
                with open(src, "w") as f:
                    f.write(cut_at(text, value, value_type(text, value)))
                subprocess.run([a.mlir2c, src, "-o", tcp], check=True, stdout=subprocess.DEVNULL)
                subprocess.run([a.npk_run, tcp, xin, "--quiet", "--output", out], check=True,
                               stdout=subprocess.DEVNULL)
                q = np.load(out).astype(np.float64)
                d = float(scale) * (q - int(zp))
                f = ref[fx_name].astype(np.float64)
                if layout == "nhwc":
                    d = d.reshape([n] + [f.shape[2], f.shape[3], f.shape[1]]).transpose(0, 3, 1, 2)
                d = d.reshape(f.shape)
                err = f - d
                noise = float((err ** 2).sum())
                sqnr = float("inf") if noise == 0 else 10 * np.log10(float((f ** 2).sum()) / noise)
                print("%-28s %10.1f %12.4g %12s" % (label, sqnr, float(np.abs(err).max()),
                                                    "%.4g" % float(scale) if dtype != "f32" else "(float)"))
    except ExportError as e:
        print("int8_layers: error: %s" % e, file=sys.stderr)
        return 1
    except (OSError, subprocess.CalledProcessError) as e:
        print("int8_layers: error: %s" % e, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
