#!/usr/bin/python3
"""Write the TOSA and linalg-on-tensors test fixtures (run offline; tests need no PyTorch).

For a small MLP and a small CNN (seeded random weights) this writes
  tests/mlir2c/tosa/NAME.mlir     via tools/export/torch_export.py (torch-mlir's TOSA shape)
  tests/mlir2c/linalg/NAME.mlir   linalg-on-tensors as torch-mlir prints it
  .../NAME.input.npy, NAME.golden.npy   the input and PyTorch's float32 output
Usage: /usr/bin/python3 tests/mlir2c/make_dialect_fixtures.py
"""
import os
import sys

import numpy as np
import torch
from torch import nn

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "tools", "export"))
import torch_export  # noqa: E402


def mlp():
    return nn.Sequential(nn.Flatten(), nn.Linear(16, 8), nn.ReLU(), nn.Linear(8, 4), nn.Softmax(dim=1))


def cnn():
    return nn.Sequential(nn.Conv2d(1, 3, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
                         nn.Conv2d(3, 4, 3), nn.ReLU(), nn.Flatten(), nn.Linear(16, 5), nn.LogSoftmax(dim=1))


def hexlit(a):
    return 'dense<"0x%s">' % np.ascontiguousarray(a, "<f4").tobytes().hex().upper()


def t(shape):
    return "tensor<%sxf32>" % "x".join(str(d) for d in shape)


class Linalg:
    """Prints linalg-on-tensors the way torch-mlir's linalg backend does."""

    def __init__(self, resources):
        self.resources = resources
        self.consts, self.body, self.blobs, self.n = [], [], [], 0

    def v(self):
        self.n += 1
        return "%%%d" % (self.n - 1)

    def const(self, a):
        name = "%%cst_%d" % (len(self.consts) + 1)
        a = np.asarray(a, np.float32)
        if self.resources:
            key = "torch_tensor_%d_torch.float32" % len(self.blobs)
            self.blobs.append((key, "0x04000000" + a.astype("<f4").tobytes().hex().upper()))
            lit = "dense_resource<%s>" % key
        else:
            lit = hexlit(a)
        self.consts.append("%s = arith.constant %s : %s" % (name, lit, t(a.shape)))
        return name

    def emit(self, text):
        r = self.v()
        self.body.append("%s = %s" % (r, text))
        return r

    def empty(self, shape):
        return self.emit("tensor.empty() : %s" % t(shape))

    def fill(self, value, shape):
        e = self.empty(shape)
        return self.emit("linalg.fill ins(%s : f32) outs(%s : %s) -> %s" % (value, e, t(shape), t(shape)))

    def generic(self, maps, iters, ins, outs, body, out_shape):
        names = ["%in"] + ["%%in_%d" % i for i in range(1, len(ins))]
        args = ", ".join("%s: f32" % n for n in names + ["%out"])
        lines = ["linalg.generic {indexing_maps = [%s], iterator_types = [%s]} ins(%s : %s) outs(%s : %s) {"
                 % (", ".join(maps), ", ".join('"%s"' % i for i in iters), ", ".join(v for v, _ in ins),
                    ", ".join(t(s) for _, s in ins), outs, t(out_shape)),
                 "    ^bb0(%s):" % args]
        lines += ["      " + b for b in body]
        lines.append("    } -> %s" % t(out_shape))
        return self.emit("\n".join(lines))

    def linear(self, x, n, lin):
        w = lin.weight.detach().numpy()
        o, k = w.shape
        wc = self.const(w)
        e = self.empty([k, o])
        wt = self.generic(["#map", "#map1"], ["parallel", "parallel"], [(wc, [o, k])], e,
                          ["linalg.yield %in : f32"], [k, o])
        f = self.fill("%cst", [n, o])
        m = self.emit("linalg.matmul ins(%s, %s : %s, %s) outs(%s : %s) -> %s" % (x, wt, t([n, k]), t([k, o]), f, t([n, o]), t([n, o])))
        b = self.const(lin.bias.detach().numpy())
        e2 = self.empty([n, o])
        return self.generic(["#map", "#map2", "#map"], ["parallel", "parallel"], [(m, [n, o]), (b, [o])], e2,
                            ["%a = arith.addf %in, %in_1 : f32", "linalg.yield %a : f32"], [n, o])

    def relu2(self, x, shape):
        e = self.empty(shape)
        return self.generic(["#map", "#map"], ["parallel", "parallel"], [(x, shape)], e,
                            ["%c = arith.cmpf ugt, %in, %cst : f32", "%s = arith.select %c, %in, %cst : f32",
                             "linalg.yield %s : f32"], shape)

    def relu4(self, x, shape):
        e = self.empty(shape)
        return self.generic(["#map5", "#map5"], ["parallel"] * 4, [(x, shape)], e,
                            ["%m = arith.maximumf %in, %cst : f32", "linalg.yield %m : f32"], shape)

    def conv(self, x, shape, conv, dense_type):
        w = conv.weight.detach().numpy()
        f, c, kh, kw = w.shape
        p = conv.padding[0]
        n, _, h, wd = shape
        if p:
            ps = [n, c, h + 2 * p, wd + 2 * p]
            pad = self.emit("tensor.pad %s low[0, 0, %d, %d] high[0, 0, %d, %d] {\n    ^bb0(%%arg1: index, %%arg2: index, "
                            "%%arg3: index, %%arg4: index):\n      tensor.yield %%cst : f32\n    } : %s to %s"
                            % (x, p, p, p, p, t(shape), t(ps)))
            x, shape = pad, ps
        oh, ow = shape[2] - kh + 1, shape[3] - kw + 1
        out = [n, f, oh, ow]
        wc = self.const(w)
        bc = self.const(conv.bias.detach().numpy())
        e = self.empty(out)
        init = self.generic(["#map4", "#map5"], ["parallel"] * 4, [(bc, [f])], e, ["linalg.yield %in : f32"], out)
        return self.emit("linalg.conv_2d_nchw_fchw {dilations = dense<1> : %s<2xi64>, strides = dense<1> : %s<2xi64>} "
                         "ins(%s, %s : %s, %s) outs(%s : %s) -> %s"
                         % (dense_type, dense_type, x, wc, t(shape), t(w.shape), init, t(out), t(out))), out

    def maxpool(self, x, shape, k):
        n, c, h, w = shape
        out = [n, c, h // k, w // k]
        f = self.fill("%cst_0", out)
        ke = self.empty([k, k])
        return self.emit("linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<%d> : vector<2xi64>} "
                         "ins(%s, %s : %s, %s) outs(%s : %s) -> %s"
                         % (k, x, ke, t(shape), t([k, k]), f, t(out), t(out))), out

    def softmax(self, x, shape, log, keepdim):
        n, c = shape
        red = [n, 1] if keepdim else [n]
        rmap = "#map3" if keepdim else "#map6"
        fm = self.fill("%cst_0", red)
        mx = self.generic(["#map", rmap], ["parallel", "reduction"], [(x, shape)], fm,
                          ["%m = arith.maximumf %in, %out : f32", "linalg.yield %m : f32"], red)
        if not keepdim:
            mx = self.emit("tensor.expand_shape %s [[0, 1]] output_shape [%d, 1] : %s into %s" % (mx, n, t(red), t([n, 1])))
        e = self.empty(shape)
        d = self.generic(["#map", "#map3", "#map"], ["parallel", "parallel"], [(x, shape), (mx, [n, 1])], e,
                         ["%s = arith.subf %in, %in_1 : f32", "linalg.yield %s : f32"], shape)
        ex = self.generic(["#map", "#map"], ["parallel", "parallel"], [(d, shape)], e,
                          ["%x = math.exp %in : f32", "linalg.yield %x : f32"], shape)
        fz = self.fill("%cst", red)
        s = self.generic(["#map", rmap], ["parallel", "reduction"], [(ex, shape)], fz,
                         ["%a = arith.addf %in, %out : f32", "linalg.yield %a : f32"], red)
        if not keepdim:
            s = self.emit("tensor.expand_shape %s [[0, 1]] : %s into %s" % (s, t(red), t([n, 1])))
        if log:
            lg = self.generic(["#map", "#map"], ["parallel", "parallel"], [(s, [n, 1])], self.empty([n, 1]),
                              ["%l = math.log %in : f32", "linalg.yield %l : f32"], [n, 1])
            return self.generic(["#map", "#map3", "#map"], ["parallel", "parallel"], [(d, shape), (lg, [n, 1])], e,
                                ["%r = arith.subf %in, %in_1 : f32", "linalg.yield %r : f32"], shape)
        return self.generic(["#map", "#map3", "#map"], ["parallel", "parallel"], [(ex, shape), (s, [n, 1])], e,
                            ["%q = arith.divf %in, %in_1 : f32", "linalg.yield %q : f32"], shape)

    def text(self, name, in_shape, out_shape, result):
        maps = ["#map = affine_map<(d0, d1) -> (d0, d1)>", "#map1 = affine_map<(d0, d1) -> (d1, d0)>",
                "#map2 = affine_map<(d0, d1) -> (d1)>", "#map3 = affine_map<(d0, d1) -> (d0, 0)>",
                "#map4 = affine_map<(d0, d1, d2, d3) -> (d1)>",
                "#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>",
                "#map6 = affine_map<(d0, d1) -> (d0)>"]
        lines = maps + ['module attributes {torch.debug_module_name = "%s"} {' % name,
                        "  ml_program.global private mutable @global_seed(dense<0> : tensor<i64>) : tensor<i64>",
                        "  func.func @forward(%%arg0: %s) -> %s {" % (t(in_shape), t(out_shape)),
                        "    %cst = arith.constant 0.000000e+00 : f32",
                        "    %cst_0 = arith.constant 0xFF800000 : f32"]
        lines += ["    " + c for c in self.consts]
        for b in self.body:
            lines += ["    " + x for x in b.split("\n")]
        lines += ["    return %s : %s" % (result, t(out_shape)), "  }", "}"]
        if self.blobs:
            lines += ["", "{-#", "  dialect_resources: {", "    builtin: {"]
            lines += ['      %s: "%s"%s' % (k, v, "," if i + 1 < len(self.blobs) else "") for i, (k, v) in enumerate(self.blobs)]
            lines += ["    }", "  }", "#-}"]
        return "\n".join(lines) + "\n"


def linalg_mlp(model, in_shape, resources):
    L = Linalg(resources)
    n = in_shape[0]
    x = L.emit("tensor.collapse_shape %%arg0 [[0], [1, 2, 3]] : %s into %s" % (t(in_shape), t([n, 16])))
    x = L.linear(x, n, model[1])
    x = L.relu2(x, [n, 8])
    x = L.linear(x, n, model[3])
    x = L.softmax(x, [n, 4], log=False, keepdim=False)
    return L.text("MLP", in_shape, [n, 4], x)


def linalg_cnn(model, in_shape, resources):
    L = Linalg(resources)
    n = in_shape[0]
    x, s = L.conv("%arg0", in_shape, model[0], "vector")
    x = L.relu4(x, s)
    x, s = L.maxpool(x, s, 2)
    x, s = L.conv(x, s, model[3], "tensor")
    x = L.relu4(x, s)
    x = L.emit("tensor.collapse_shape %s [[0], [1, 2, 3]] : %s into %s" % (x, t(s), t([n, 16])))
    x = L.linear(x, n, model[6])
    x = L.softmax(x, [n, 5], log=True, keepdim=True)
    return L.text("CNN", in_shape, [n, 5], x)


def write(path, text):
    with open(path, "w") as f:
        f.write(text)


def main():
    torch.manual_seed(5)
    shape = [2, 1, 8, 8]
    models = {"mlp": (mlp(), [2, 1, 4, 4]), "cnn": (cnn(), shape)}
    for name, (m, in_shape) in models.items():
        m.eval()
        x = torch.rand(in_shape)
        with torch.no_grad():
            y = m(x).numpy().astype(np.float32)
        for d in ("tosa", "linalg"):
            os.makedirs(os.path.join(HERE, d), exist_ok=True)
        variants = {
            "tosa/%s_new_hex" % name: torch_export.export(m, in_shape, "tosa", "new", False),
            "tosa/%s_new_resources" % name: torch_export.export(m, in_shape, "tosa", "new", True),
            "tosa/%s_old_hex" % name: torch_export.export(m, in_shape, "tosa", "old", False),
            "linalg/%s_hex" % name: (linalg_mlp if name == "mlp" else linalg_cnn)(m, in_shape, False),
            "linalg/%s_resources" % name: (linalg_mlp if name == "mlp" else linalg_cnn)(m, in_shape, True),
        }
        for base, text in variants.items():
            write(os.path.join(HERE, base + ".mlir"), text)
        for d in ("tosa", "linalg"):
            np.save(os.path.join(HERE, d, name + ".input.npy"), x.numpy().astype(np.float32))
            np.save(os.path.join(HERE, d, name + ".golden.npy"), y)


if __name__ == "__main__":
    main()
