#!/usr/bin/python3
"""Write tests/mlir2c/inputs/linalg_named.mlir and tosa_batch_matmul.mlir:
linalg named ops (and a batched tosa.matmul) with "// INPUT" values and
"// EXPECT" values computed here from each op's definition (plain Python
loops over the index spaces the linalg docs give; no numpy, no npk code).

The op text is written as mlir-opt prints it; when mlir-opt-19 is installed
the file is passed through it (the printed form is what gets checked in),
and for tosa_batch_matmul the TOSA form is also lowered with
  mlir-opt-19 --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))'
into tosa_batch_matmul_linalg.mlir. Run offline: python3 tests/mlir2c/make_linalg_named.py
"""
import itertools
import os
import random
import shutil
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(1234)
PIPE = "builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))"


def size(shape):
    n = 1
    for d in shape:
        n *= d
    return n


class T:
    """A float tensor: shape and row-major values."""

    def __init__(self, shape, vals=None):
        self.shape = list(shape)
        self.v = list(vals) if vals is not None else [round(rng.uniform(-1, 1), 3) for _ in range(size(shape))]

    def idx(self, ix):
        o = 0
        for d, i in zip(self.shape, ix):
            o = o * d + i
        return o

    def __getitem__(self, ix):
        return self.v[self.idx(ix)]

    def __setitem__(self, ix, x):
        self.v[self.idx(ix)] = x


def ty(shape):
    return "tensor<%sf32>" % "".join("%dx" % d for d in shape)


def einsum(out_shape, red_shape, f):
    """out[o] = sum over r of f(o, r) (f returns None outside the input)."""
    y = T(out_shape, [0.0] * size(out_shape))
    for o in itertools.product(*[range(d) for d in out_shape]):
        s = 0.0
        for r in itertools.product(*[range(d) for d in red_shape]):
            s += f(o, r)
        y[o] = s
    return y


def window(out_shape, red_shape, f, init, comb):
    y = T(out_shape, [0.0] * size(out_shape))
    for o in itertools.product(*[range(d) for d in out_shape]):
        s = init
        for r in itertools.product(*[range(d) for d in red_shape]):
            s = comb(s, f(o, r))
        y[o] = s
    return y


class Prog:
    def __init__(self):
        self.args, self.lines, self.outs, self.n = [], [], [], 0

    def arg(self, t):
        name = "%%a%d" % len(self.args)
        self.args.append((name, t))
        return name

    def op(self, text, out_shape, want, init="zero"):
        """text: the op with {init} for its outs operand."""
        e = "%%e%d" % self.n
        self.n += 1
        self.lines.append("%s = tensor.empty() : %s" % (e, ty(out_shape)))
        if init != "empty":
            c = {"zero": "0.000000e+00", "-inf": "0xFF800000", "inf": "0x7F800000"}[init]
            self.lines.append("%%c%s = arith.constant %s : f32" % (e[1:], c))
            f = "%%f%d" % self.n
            self.lines.append("%s = linalg.fill ins(%%c%s : f32) outs(%s : %s) -> %s" % (f, e[1:], e, ty(out_shape), ty(out_shape)))
            e = f
        r = "%%r%d" % len(self.outs)
        self.lines.append("%s = %s" % (r, text.replace("{init}", e).replace("{out}", ty(out_shape))))
        self.outs.append((r, out_shape, want))

    def text(self, header):
        sig = ", ".join("%s: %s" % (n, ty(t.shape)) for n, t in self.args)
        res = ", ".join(ty(s) for _, s, _ in self.outs)
        body = "\n".join("    " + l for l in self.lines)
        ret = "    return %s : %s" % (", ".join(r for r, _, _ in self.outs), res)
        mlir = "module {\n  func.func @named(%s) -> (%s) {\n%s\n%s\n  }\n}\n" % (sig, res, body, ret)
        return mlir

    def comments(self, header):
        out = [header, "// TOL: 1e-4"]
        for i, (_, t) in enumerate(self.args):
            out.append("// INPUT %d: %s" % (i, " ".join("%.9g" % x for x in t.v)))
        for i, (_, _, w) in enumerate(self.outs):
            out.append("// EXPECT %d: %s" % (i, " ".join("%.9g" % x for x in w.v)))
        return "\n".join(out) + "\n"


def printed(mlir, *passes, tool="mlir-opt-19"):
    tool = shutil.which(tool)
    if not tool:
        return mlir
    return subprocess.run([tool, *passes], input=mlir, capture_output=True, text=True, check=True).stdout


def named():
    p = Prog()
    # batch_matmul, batch 3 (odd sizes)
    a, b = T([3, 2, 5]), T([3, 5, 4])
    p.op("linalg.batch_matmul ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (p.arg(a), p.arg(b), ty(a.shape), ty(b.shape)),
         [3, 2, 4], einsum([3, 2, 4], [5], lambda o, r: a[o[0], o[1], r[0]] * b[o[0], r[0], o[2]]))
    # matmul_transpose_a: A stored [K, M]
    a, b = T([5, 3]), T([5, 2])
    p.op("linalg.matmul_transpose_a ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (p.arg(a), p.arg(b), ty(a.shape), ty(b.shape)),
         [3, 2], einsum([3, 2], [5], lambda o, r: a[r[0], o[0]] * b[r[0], o[1]]))
    # batch_matmul_transpose_b: B stored [B, N, K]
    a, b = T([2, 3, 4]), T([2, 5, 4])
    p.op("linalg.batch_matmul_transpose_b ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (p.arg(a), p.arg(b), ty(a.shape), ty(b.shape)),
         [2, 3, 5], einsum([2, 3, 5], [4], lambda o, r: a[o[0], o[1], r[0]] * b[o[0], o[2], r[0]]))
    # matvec, vecmat, dot
    a, v = T([3, 4]), T([4])
    p.op("linalg.matvec ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (p.arg(a), p.arg(v), ty(a.shape), ty(v.shape)),
         [3], einsum([3], [4], lambda o, r: a[o[0], r[0]] * v[r]))
    v, b = T([3]), T([3, 5])
    p.op("linalg.vecmat ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (p.arg(v), p.arg(b), ty(v.shape), ty(b.shape)),
         [5], einsum([5], [3], lambda o, r: v[r] * b[r[0], o[0]]))
    v, w = T([6]), T([6])
    p.op("linalg.dot ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (p.arg(v), p.arg(w), ty(v.shape), ty(w.shape)),
         [], einsum([], [6], lambda o, r: v[r] * w[r]))
    # conv_2d_nhwc_fhwc, stride 2 dilation 1
    x, k = T([1, 7, 6, 2]), T([3, 3, 2, 2])
    oh, ow = (7 - 3) // 2 + 1, (6 - 2) // 2 + 1
    p.op("linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} "
         "ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (p.arg(x), p.arg(k), ty(x.shape), ty(k.shape)),
         [1, oh, ow, 3], einsum([1, oh, ow, 3], [3, 2, 2], lambda o, r: x[o[0], o[1] * 2 + r[0], o[2] * 2 + r[1], r[2]] * k[o[3], r[0], r[1], r[2]]))
    # conv_2d_nchw_fchw, stride 1 dilation 2
    x, k = T([2, 2, 6, 5]), T([3, 2, 2, 2])
    oh, ow = 6 - 2 - 1 + 1, 5 - 2 - 1 + 1
    p.op("linalg.conv_2d_nchw_fchw {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} "
         "ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (p.arg(x), p.arg(k), ty(x.shape), ty(k.shape)),
         [2, 3, oh, ow], einsum([2, 3, oh, ow], [2, 2, 2], lambda o, r: x[o[0], r[0], o[2] + 2 * r[1], o[3] + 2 * r[2]] * k[o[1], r[0], r[1], r[2]]))
    # conv_1d_nwc_wcf, stride 2
    x, k = T([2, 9, 3]), T([3, 3, 4])
    ow = (9 - 3) // 2 + 1
    p.op("linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} "
         "ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (p.arg(x), p.arg(k), ty(x.shape), ty(k.shape)),
         [2, ow, 4], einsum([2, ow, 4], [3, 3], lambda o, r: x[o[0], o[1] * 2 + r[0], r[1]] * k[r[0], r[1], o[2]]))
    # conv_1d_ncw_fcw
    x, k = T([1, 2, 7]), T([3, 2, 3])
    p.op("linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} "
         "ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (p.arg(x), p.arg(k), ty(x.shape), ty(k.shape)),
         [1, 3, 5], einsum([1, 3, 5], [2, 3], lambda o, r: x[o[0], r[0], o[2] + r[1]] * k[o[1], r[0], r[1]]))
    # conv_2d (no batch, no channels)
    x, k = T([5, 6]), T([2, 3])
    p.op("linalg.conv_2d ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (p.arg(x), p.arg(k), ty(x.shape), ty(k.shape)),
         [4, 4], einsum([4, 4], [2, 3], lambda o, r: x[o[0] + r[0], o[1] + r[1]] * k[r[0], r[1]]))
    # depthwise_conv_2d_nhwc_hwcm (C = 3, M = 2)
    x, k = T([1, 5, 4, 3]), T([2, 2, 3, 2])
    p.op("linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} "
         "ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (p.arg(x), p.arg(k), ty(x.shape), ty(k.shape)),
         [1, 4, 3, 3, 2], einsum([1, 4, 3, 3, 2], [2, 2], lambda o, r: x[o[0], o[1] + r[0], o[2] + r[1], o[3]] * k[r[0], r[1], o[3], o[4]]))
    # depthwise_conv_2d_nhwc_hwc, stride 2
    x, k = T([2, 5, 5, 3]), T([3, 3, 3])
    p.op("linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} "
         "ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (p.arg(x), p.arg(k), ty(x.shape), ty(k.shape)),
         [2, 2, 2, 3], einsum([2, 2, 2, 3], [3, 3], lambda o, r: x[o[0], o[1] * 2 + r[0], o[2] * 2 + r[1], o[3]] * k[r[0], r[1], o[3]]))
    # depthwise_conv_2d_nchw_chw
    x, k = T([1, 2, 4, 5]), T([2, 2, 3])
    p.op("linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} "
         "ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (p.arg(x), p.arg(k), ty(x.shape), ty(k.shape)),
         [1, 2, 3, 3], einsum([1, 2, 3, 3], [2, 3], lambda o, r: x[o[0], o[1], o[2] + r[0], o[3] + r[1]] * k[o[1], r[0], r[1]]))
    # pooling: the window operand is a tensor.empty of the window's shape
    x = T([1, 5, 6, 2])
    xa = p.arg(x)
    for name, init, start, comb in (("pooling_nhwc_sum", "zero", 0.0, lambda s, v: s + v),
                                    ("pooling_nhwc_max", "-inf", float("-inf"), max),
                                    ("pooling_nhwc_min", "inf", float("inf"), min)):
        wname = "%%w%d" % p.n
        p.lines.append("%s = tensor.empty() : tensor<2x3xf32>" % wname)
        p.op("linalg.%s {dilations = dense<1> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} "
             "ins(%s, %s : %s, tensor<2x3xf32>) outs({init} : {out}) -> {out}" % (name, xa, wname, ty(x.shape)),
             [1, 2, 4, 2], window([1, 2, 4, 2], [2, 3], lambda o, r: x[o[0], o[1] * 2 + r[0], o[2] + r[1], o[3]], start, comb),
             init=init)
    x = T([2, 3, 4, 4])
    wname = "%%w%d" % p.n
    p.lines.append("%s = tensor.empty() : tensor<2x2xf32>" % wname)
    p.op("linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} "
         "ins(%s, %s : %s, tensor<2x2xf32>) outs({init} : {out}) -> {out}" % (p.arg(x), wname, ty(x.shape)),
         [2, 3, 2, 2], window([2, 3, 2, 2], [2, 2], lambda o, r: x[o[0], o[1], o[2] * 2 + r[0], o[3] * 2 + r[1]], 0.0, lambda s, v: s + v))
    x = T([1, 8, 2])
    wname = "%%w%d" % p.n
    p.lines.append("%s = tensor.empty() : tensor<3xf32>" % wname)
    p.op("linalg.pooling_nwc_max {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} "
         "ins(%s, %s : %s, tensor<3xf32>) outs({init} : {out}) -> {out}" % (p.arg(x), wname, ty(x.shape)),
         [1, 3, 2], window([1, 3, 2], [3], lambda o, r: x[o[0], o[1] * 2 + r[0], o[2]], float("-inf"), max), init="-inf")
    # 1-D: conv_1d, depthwise nwc_wc / ncw_cw, pooling ncw_sum / nwc_min
    x, k = T([9]), T([4])
    p.op("linalg.conv_1d ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (p.arg(x), p.arg(k), ty(x.shape), ty(k.shape)),
         [6], einsum([6], [4], lambda o, r: x[o[0] + r[0],] * k[r[0],]))
    x, k = T([2, 7, 3]), T([3, 3])
    p.op("linalg.depthwise_conv_1d_nwc_wc {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} "
         "ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (p.arg(x), p.arg(k), ty(x.shape), ty(k.shape)),
         [2, 3, 3], einsum([2, 3, 3], [3], lambda o, r: x[o[0], o[1] + 2 * r[0], o[2]] * k[r[0], o[2]]))
    x, k = T([1, 2, 6]), T([2, 2])
    p.op("linalg.depthwise_conv_1d_ncw_cw {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} "
         "ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (p.arg(x), p.arg(k), ty(x.shape), ty(k.shape)),
         [1, 2, 3], einsum([1, 2, 3], [2], lambda o, r: x[o[0], o[1], o[2] * 2 + r[0]] * k[o[1], r[0]]))
    x = T([2, 3, 7])
    wname = "%%w%d" % p.n
    p.lines.append("%s = tensor.empty() : tensor<2xf32>" % wname)
    p.op("linalg.pooling_ncw_sum {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} "
         "ins(%s, %s : %s, tensor<2xf32>) outs({init} : {out}) -> {out}" % (p.arg(x), wname, ty(x.shape)),
         [2, 3, 6], window([2, 3, 6], [2], lambda o, r: x[o[0], o[1], o[2] + r[0]], 0.0, lambda s, v: s + v))
    x = T([1, 7, 2])
    wname = "%%w%d" % p.n
    p.lines.append("%s = tensor.empty() : tensor<3xf32>" % wname)
    p.op("linalg.pooling_nwc_min {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} "
         "ins(%s, %s : %s, tensor<3xf32>) outs({init} : {out}) -> {out}" % (p.arg(x), wname, ty(x.shape)),
         [1, 3, 2], window([1, 3, 2], [3], lambda o, r: x[o[0], o[1] * 2 + r[0], o[2]], float("inf"), min), init="inf")
    # the rest of the family (found untested by tools/mlir2c/gen_dialects_doc.py --check)
    a, b = T([3, 5]), T([4, 5])
    p.op("linalg.matmul_transpose_b ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (p.arg(a), p.arg(b), ty(a.shape), ty(b.shape)),
         [3, 4], einsum([3, 4], [5], lambda o, r: a[o[0], r[0]] * b[o[1], r[0]]))
    a, b = T([2, 5, 3]), T([2, 5, 4])
    p.op("linalg.batch_matmul_transpose_a ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (p.arg(a), p.arg(b), ty(a.shape), ty(b.shape)),
         [2, 3, 4], einsum([2, 3, 4], [5], lambda o, r: a[o[0], r[0], o[1]] * b[o[0], r[0], o[2]]))
    x, k = T([4, 5, 3]), T([2, 3, 2])
    p.op("linalg.conv_3d ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (p.arg(x), p.arg(k), ty(x.shape), ty(k.shape)),
         [3, 3, 2], einsum([3, 3, 2], [2, 3, 2], lambda o, r: x[o[0] + r[0], o[1] + r[1], o[2] + r[2]] * k[r[0], r[1], r[2]]))
    x, k = T([1, 4, 5, 4, 2]), T([2, 2, 3, 2, 3])
    p.op("linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<[1, 2, 1]> : tensor<3xi64>} "
         "ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (p.arg(x), p.arg(k), ty(x.shape), ty(k.shape)),
         [1, 3, 2, 2, 3], einsum([1, 3, 2, 2, 3], [2, 2, 3, 2],
                                 lambda o, r: x[o[0], o[1] + r[0], o[2] * 2 + r[1], o[3] + r[2], r[3]] * k[r[0], r[1], r[2], r[3], o[4]]))
    x, k = T([2, 2, 4, 3, 5]), T([3, 2, 2, 1, 2])
    p.op("linalg.conv_3d_ncdhw_fcdhw {dilations = dense<[1, 1, 2]> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} "
         "ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (p.arg(x), p.arg(k), ty(x.shape), ty(k.shape)),
         [2, 3, 3, 3, 3], einsum([2, 3, 3, 3, 3], [2, 2, 1, 2],
                                 lambda o, r: x[o[0], r[0], o[2] + r[1], o[3] + r[2], o[4] + 2 * r[3]] * k[o[1], r[0], r[1], r[2], r[3]]))
    x = T([2, 3, 8])
    wname = "%%w%d" % p.n
    p.lines.append("%s = tensor.empty() : tensor<3xf32>" % wname)
    p.op("linalg.pooling_ncw_max {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} "
         "ins(%s, %s : %s, tensor<3xf32>) outs({init} : {out}) -> {out}" % (p.arg(x), wname, ty(x.shape)),
         [2, 3, 3], window([2, 3, 3], [3], lambda o, r: x[o[0], o[1], o[2] * 2 + r[0]], float("-inf"), max), init="-inf")
    x = T([2, 7, 3])
    wname = "%%w%d" % p.n
    p.lines.append("%s = tensor.empty() : tensor<2xf32>" % wname)
    p.op("linalg.pooling_nwc_sum {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} "
         "ins(%s, %s : %s, tensor<2xf32>) outs({init} : {out}) -> {out}" % (p.arg(x), wname, ty(x.shape)),
         [2, 6, 3], window([2, 6, 3], [2], lambda o, r: x[o[0], o[1] + r[0], o[2]], 0.0, lambda s, v: s + v))
    # inputs larger than the windows read (linalg sizes the loops by the output; the last rows
    # and columns are unused): depthwise nhwc_hwc stride 2, conv_2d_nchw_fchw dilation 2; values
    # from their own generator, so that the files written after this one keep theirs
    own = random.Random(77)
    T2 = lambda shape: T(shape, [round(own.uniform(-1, 1), 3) for _ in range(size(shape))])
    x, k = T2([1, 8, 7, 2]), T2([2, 2, 2])
    p.op("linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} "
         "ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (p.arg(x), p.arg(k), ty(x.shape), ty(k.shape)),
         [1, 2, 3, 2], einsum([1, 2, 3, 2], [2, 2], lambda o, r: x[o[0], o[1] * 2 + r[0], o[2] * 2 + r[1], o[3]] * k[r[0], r[1], o[3]]))
    x, k = T2([1, 2, 9, 6]), T2([3, 2, 2, 2])
    p.op("linalg.conv_2d_nchw_fchw {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} "
         "ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (p.arg(x), p.arg(k), ty(x.shape), ty(k.shape)),
         [1, 3, 4, 3], einsum([1, 3, 4, 3], [2, 2, 2], lambda o, r: x[o[0], r[0], o[2] + 2 * r[1], o[3] + 2 * r[2]] * k[o[1], r[0], r[1], r[2]]))
    header = ("// linalg named ops (matmul family, convs in each layout, depthwise, pooling) with values\n"
              "// computed from the ops' definitions by tests/mlir2c/make_linalg_named.py (printed by mlir-opt-19).")
    return p.comments(header) + printed(p.text(header))


def misc(tool):
    """map, reduce, broadcast, softmax, copy, transpose and the named
    elementwise ops (elemwise_unary/binary up to LLVM 19, elementwise in 22)."""
    import math
    p = Prog()
    x, y = T([2, 3, 4]), T([2, 3, 4])
    xa, ya = p.arg(x), p.arg(y)
    t3 = ty(x.shape)
    if tool == "mlir-opt-19":
        p.op("linalg.elemwise_unary {fun = #linalg.unary_fn<exp>} ins(%s : %s) outs({init} : {out}) -> {out}" % (xa, t3),
             x.shape, T(x.shape, [math.exp(v) for v in x.v]), init="empty")
        p.op("linalg.elemwise_binary {fun = #linalg.binary_fn<mul>} ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (xa, ya, t3, t3),
             x.shape, T(x.shape, [a * b for a, b in zip(x.v, y.v)]), init="empty")
        p.op("linalg.elemwise_binary {fun = #linalg.binary_fn<max_signed>} ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (xa, ya, t3, t3),
             x.shape, T(x.shape, [max(a, b) for a, b in zip(x.v, y.v)]), init="empty")
    else:
        p.op("linalg.elementwise kind=#linalg.elementwise_kind<abs> ins(%s : %s) outs({init} : {out}) -> {out}" % (xa, t3),
             x.shape, T(x.shape, [abs(v) for v in x.v]), init="empty")
        p.op("linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (xa, ya, t3, t3),
             x.shape, T(x.shape, [a - b for a, b in zip(x.v, y.v)]), init="empty")
    p.op("linalg.map { math.tanh } ins(%s : %s) outs({init} : {out})" % (xa, t3),
         x.shape, T(x.shape, [math.tanh(v) for v in x.v]), init="empty")
    p.op("linalg.map { arith.subf } ins(%s, %s : %s, %s) outs({init} : {out})" % (xa, ya, t3, t3),
         x.shape, T(x.shape, [a - b for a, b in zip(x.v, y.v)]), init="empty")
    p.op("linalg.reduce { arith.addf } ins(%s : %s) outs({init} : {out}) dimensions = [0, 2]" % (xa, t3),
         [3], einsum([3], [2, 4], lambda o, r: x[r[0], o[0], r[1]]))
    p.op("linalg.reduce { arith.maximumf } ins(%s : %s) outs({init} : {out}) dimensions = [1]" % (xa, t3),
         [2, 4], window([2, 4], [3], lambda o, r: x[o[0], r[0], o[1]], float("-inf"), max), init="-inf")
    v = T([3])
    va = p.arg(v)
    p.op("linalg.broadcast ins(%s : tensor<3xf32>) outs({init} : {out}) dimensions = [0, 2]" % va,
         [2, 3, 4], T([2, 3, 4], [v[(j,)] for i in range(2) for j in range(3) for k in range(4)]), init="empty")
    sm = T(x.shape, [0.0] * 24)
    for i in range(2):
        for k in range(4):
            m = max(x[i, j, k] for j in range(3))
            s = sum(math.exp(x[i, j, k] - m) for j in range(3))
            for j in range(3):
                sm[i, j, k] = math.exp(x[i, j, k] - m) / s
    p.op("linalg.softmax dimension(1) ins(%s : %s) outs({init} : {out}) -> {out}" % (xa, t3), x.shape, sm, init="empty")
    p.op("linalg.copy ins(%s : %s) outs({init} : {out}) -> {out}" % (ya, t3), x.shape, y, init="empty")
    tr = T([4, 2, 3], [x[i, j, k] for k in range(4) for i in range(2) for j in range(3)])
    p.op("linalg.transpose ins(%s : %s) outs({init} : {out}) permutation = [2, 0, 1]" % (xa, t3), [4, 2, 3], tr, init="empty")
    header = ("// linalg map/reduce/broadcast/softmax/copy/transpose and named elementwise ops as %s prints them;\n"
              "// values computed by tests/mlir2c/make_linalg_named.py." % tool)
    return p.comments(header) + printed(p.text(header), tool=tool)


def tosa_batch():
    a, b = T([3, 2, 5]), T([3, 5, 4])
    want = einsum([3, 2, 4], [5], lambda o, r: a[o[0], o[1], r[0]] * b[o[0], r[0], o[2]])
    src = ("func.func @bmm(%%a: %s, %%b: %s) -> %s {\n"
           "  %%0 = tosa.matmul %%a, %%b : (%s, %s) -> %s\n"
           "  return %%0 : %s\n}\n") % (ty(a.shape), ty(b.shape), ty(want.shape), ty(a.shape), ty(b.shape), ty(want.shape), ty(want.shape))
    cm = ["// TOL: 1e-5", "// INPUT 0: " + " ".join("%.9g" % x for x in a.v), "// INPUT 1: " + " ".join("%.9g" % x for x in b.v),
          "// EXPECT 0: " + " ".join("%.9g" % x for x in want.v)]
    tosa = "// tosa.matmul with batch 3, values by tests/mlir2c/make_linalg_named.py\n" + "\n".join(cm) + "\n" + printed(src)
    out = {"tosa_batch_matmul.mlir": tosa}
    if shutil.which("mlir-opt-19"):
        lin = printed(src, "--pass-pipeline=" + PIPE)
        out["tosa_batch_matmul_linalg.mlir"] = (
            "// tosa_batch_matmul.mlir through mlir-opt-19 --pass-pipeline='%s'\n" % PIPE
            + "\n".join(cm) + "\n" + lin)
    return out


def tosa_depthwise():
    """tosa.depthwise_conv2d (padding 1, multiplier 2, bias) through mlir-opt-19's
    TOSA-to-linalg: tensor.pad, depthwise_conv_2d_nhwc_hwcm, collapse_shape and
    a broadcasting bias generic."""
    x, w, b = T([1, 6, 5, 2]), T([3, 3, 2, 2]), T([4])

    def xp(n, h, c, ch):
        h, c = h - 1, c - 1
        return x[n, h, c, ch] if 0 <= h < 6 and 0 <= c < 5 else 0.0
    want = einsum([1, 6, 5, 4], [3, 3], lambda o, r: xp(o[0], o[1] + r[0], o[2] + r[1], o[3] // 2) * w[r[0], r[1], o[3] // 2, o[3] % 2])
    want = T(want.shape, [v + b[(i % 4,)] for i, v in enumerate(want.v)])
    src = ("func.func @dw(%%x: %s, %%w: %s, %%b: tensor<4xf32>) -> %s {\n"
           "  %%0 = tosa.depthwise_conv2d %%x, %%w, %%b {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, "
           "stride = array<i64: 1, 1>} : (%s, %s, tensor<4xf32>) -> %s\n"
           "  return %%0 : %s\n}\n") % (ty(x.shape), ty(w.shape), ty(want.shape), ty(x.shape), ty(w.shape), ty(want.shape), ty(want.shape))
    if not shutil.which("mlir-opt-19"):
        return {}
    cm = ["// TOL: 1e-5"] + ["// INPUT %d: %s" % (i, " ".join("%.9g" % v for v in t.v)) for i, t in enumerate((x, w, b))]
    cm.append("// EXPECT 0: " + " ".join("%.9g" % v for v in want.v))
    return {"tosa_depthwise_linalg.mlir": "// tosa.depthwise_conv2d through mlir-opt-19 --pass-pipeline='%s';\n"
            "// values by tests/mlir2c/make_linalg_named.py\n" % PIPE + "\n".join(cm) + "\n" + printed(src, "--pass-pipeline=" + PIPE)}


def named_eltwise():
    """linalg's named elementwise ops (linalg.add, linalg.exp, ... since LLVM 18;
    no broadcasting), on odd shapes; log/sqrt/rsqrt/reciprocal/powf on positive values."""
    import math
    r = random.Random(77)   # its own stream: the other files keep their values
    p = Prog()
    shape = [3, 5]
    x = T(shape, [round(r.uniform(-2, 2), 3) for _ in range(15)])
    y = T(shape, [round(r.uniform(-2, 2), 3) or 0.5 for _ in range(15)])
    q = T(shape, [round(r.uniform(0.1, 3), 3) for _ in range(15)])
    xa, ya, qa = p.arg(x), p.arg(y), p.arg(q)
    t = ty(shape)
    binary = [("sub", lambda a, b: a - b), ("div", lambda a, b: a / b), ("max", max), ("min", min)]
    for name, f in binary:
        p.op("linalg.%s ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (name, xa, ya, t, t),
             shape, T(shape, [f(a, b) for a, b in zip(x.v, y.v)]), init="empty")
    p.op("linalg.powf ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (qa, xa, t, t),
         shape, T(shape, [a ** b for a, b in zip(q.v, x.v)]), init="empty")
    unary = [("abs", x, abs), ("ceil", x, math.ceil), ("floor", x, math.floor), ("negf", x, lambda v: -v),
             ("tanh", x, math.tanh), ("erf", x, math.erf), ("square", x, lambda v: v * v),
             ("log", q, math.log), ("sqrt", q, math.sqrt), ("rsqrt", q, lambda v: 1 / math.sqrt(v)),
             ("reciprocal", q, lambda v: 1 / v)]
    for name, src, f in unary:
        p.op("linalg.%s ins(%s : %s) outs({init} : {out}) -> {out}" % (name, xa if src is x else qa, t),
             shape, T(shape, [f(v) for v in src.v]), init="empty")
    header = ("// linalg named elementwise ops (sub, div, max, min, powf, abs, ceil, floor, negf, tanh, erf, square,\n"
              "// log, sqrt, rsqrt, reciprocal) with values computed by tests/mlir2c/make_linalg_named.py.")
    return p.comments(header) + p.text(header)


def dw3d_dhwcm():
    """linalg.depthwise_conv_3d_ndhwc_dhwcm (9 loops: lowered through the 8-loop dhwc form with
    the input repeated per multiplier), strides [2, 1, 3], on odd sizes; its own random stream."""
    r = random.Random(1303)
    x = T([2, 5, 4, 7, 3], [round(r.uniform(-1, 1), 3) for _ in range(size([2, 5, 4, 7, 3]))])
    k = T([2, 2, 3, 3, 2], [round(r.uniform(-1, 1), 3) for _ in range(size([2, 2, 3, 3, 2]))])
    q = Prog()
    out = [2, 2, 3, 2, 3, 2]
    q.op("linalg.depthwise_conv_3d_ndhwc_dhwcm {dilations = dense<1> : tensor<3xi64>, strides = dense<[2, 1, 3]> : tensor<3xi64>} "
         "ins(%s, %s : %s, %s) outs({init} : {out}) -> {out}" % (q.arg(x), q.arg(k), ty(x.shape), ty(k.shape)),
         out, einsum(out, [2, 2, 3],
                     lambda o, rr: x[o[0], o[1] * 2 + rr[0], o[2] + rr[1], o[3] * 3 + rr[2], o[4]] * k[rr[0], rr[1], rr[2], o[4], o[5]]))
    header = ("// linalg.depthwise_conv_3d_ndhwc_dhwcm (channel multiplier 2, strides [2, 1, 3]) with values computed\n"
              "// from the op's definition by tests/mlir2c/make_linalg_named.py.")
    return {"linalg_dw3d_dhwcm.mlir": q.comments(header) + q.text(header)}


def main():
    files = {"linalg_named.mlir": named(), "linalg_misc19.mlir": misc("mlir-opt-19"), "linalg_misc22.mlir": misc("mlir-opt-22")}
    files["linalg_named_eltwise.mlir"] = named_eltwise()
    files.update(tosa_batch())
    files.update(tosa_depthwise())
    files.update(dw3d_dhwcm())
    for name, text in files.items():
        with open(os.path.join(HERE, "inputs", name), "w") as f:
            f.write(text)
        print("wrote", name)


if __name__ == "__main__":
    main()
