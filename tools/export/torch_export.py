#!/usr/bin/python3
"""torch_export.py - trace a torch.nn.Module with torch.fx and write MLIR that mlir2c reads.

    torch_export.py MODULE_SPEC [--weights STATE_DICT | --weights-from-tcf FILE.mlir]
                    --input-shape 1x1x28x28 -o out.mlir [--dialect tcf|tosa]
                    [--tosa-syntax new|old] [--resources] [--func NAME]
    mlir2c out.mlir -o out.tcp

MODULE_SPEC is FILE.py:EXPR, EXPR evaluated in that file's namespace, e.g.
    tools/mnist/models.py:build('mlp')      tests/x.py:Net()
--weights loads a state dict saved with torch.save; --weights-from-tcf takes the
constants of an mlir2c TCF file in order (as tools/mnist/export_tcf.py writes them,
a Linear's weight may be stored transposed). Without either, the module's own
(random or already loaded) parameters are used.

Supported (modules and their functional forms): Linear, Conv2d (groups, stride,
padding, dilation), ReLU, MaxPool2d and AvgPool2d (no ceil_mode), Flatten,
Dropout (skipped: inference), Softmax/LogSoftmax, Identity, and add/mul of two
tensors or a tensor and a number; view/reshape/flatten methods.

--dialect tosa writes what torch-mlir's TOSA backend prints: NCHW values,
transposes to NHWC around every conv and pool, OHWI filters made by a
tosa.transpose of the PyTorch weight, Linear as reshape + rank-3 tosa.matmul
(new syntax) or tosa.fully_connected (old generic syntax), ReLU as tosa.clamp,
softmax decomposed into reduce_max/sub/exp/reduce_sum/reciprocal/mul.
--resources stores weights as dense_resource blobs instead of hex dense literals.
"""
import argparse
import operator
import os
import runpy
import sys

import numpy as np
import torch
import torch.fx
import torch.nn.functional as F
from torch import nn
from torch.fx.passes.shape_prop import ShapeProp


class ExportError(Exception):
    pass


def load_module(spec):
    if ":" not in spec:
        raise ExportError("MODULE_SPEC must be FILE.py:EXPR, got %r" % spec)
    path, expr = spec.split(":", 1)
    sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
    namespace = runpy.run_path(path)
    module = eval(expr, namespace)  # noqa: S307 - the user's own model file
    if not isinstance(module, nn.Module):
        raise ExportError("%s did not give a torch.nn.Module" % expr)
    return module


def tcf_constants(path):
    """The hex dense constants of a TCF file, in order."""
    import re
    pat = re.compile(r'=\s*arith\.constant dense<"0x([0-9A-Fa-f]*)">\s*:\s*tensor<([0-9x]+)xf32>')
    out = []
    with open(path) as f:
        for line in f:
            m = pat.search(line)
            if m:
                shape = [int(d) for d in m.group(2).split("x")]
                out.append(np.frombuffer(bytes.fromhex(m.group(1)), "<f4").reshape(shape))
    return out


def load_tcf_weights(module, path):
    consts = tcf_constants(path)
    params = list(module.state_dict().items())
    if len(consts) != len(params):
        raise ExportError("%s has %d constants but the module has %d parameters" % (path, len(consts), len(params)))
    sd = {}
    for (name, p), c in zip(params, consts):
        if tuple(c.shape) == tuple(p.shape):
            sd[name] = torch.from_numpy(c.copy())
        elif c.ndim == 2 and tuple(c.T.shape) == tuple(p.shape):
            sd[name] = torch.from_numpy(c.T.copy())
        else:
            raise ExportError("%s: constant of shape %s does not fit %s %s" % (path, c.shape, name, tuple(p.shape)))
    module.load_state_dict(sd)


def ttype(shape):
    return "tensor<%sf32>" % "".join("%dx" % d for d in shape) if shape else "tensor<f32>"


def pair(v):
    return tuple(v) if isinstance(v, (tuple, list)) else (v, v)


class Writer:
    """Collects function-body lines and constants for one dialect."""

    def __init__(self, dialect, syntax, resources):
        self.dialect, self.old, self.resources = dialect, syntax == "old", resources
        self.lines, self.blobs, self.n = [], [], 0

    def fresh(self):
        self.n += 1
        return "%%%d" % (self.n - 1)

    def const(self, array, hint="cst"):
        a = np.ascontiguousarray(np.asarray(array, dtype=np.float32))
        name = "%%%s_%d" % (hint, len(self.blobs) + self.n)
        self.n += 1
        if self.resources:
            key = "torch_tensor_%d_%s" % (len(self.blobs), "_".join(str(d) for d in a.shape) or "scalar")
            self.blobs.append((key, "0x04000000" + a.astype("<f4").tobytes().hex().upper()))
            lit = "dense_resource<%s>" % key
        else:
            self.blobs.append(None)
            lit = 'dense<"0x%s">' % a.astype("<f4").tobytes().hex().upper()
        if self.dialect == "tosa":
            key = "value" if self.old else "values"
            wrap = "{%s = %s : %s}" if self.old else "<{%s = %s : %s}>"
            self.lines.append('%s = "tosa.const"() %s : () -> %s' % (name, wrap % (key, lit, ttype(a.shape)), ttype(a.shape)))
        else:
            self.lines.append("%s = arith.constant %s : %s" % (name, lit, ttype(a.shape)))
        return name

    def op(self, text):
        r = self.fresh()
        self.lines.append("%s = %s" % (r, text))
        return r


# ---------------------------------------------------------------- TCF
class Tcf:
    def __init__(self, w):
        self.w = w

    def linear(self, x, xs, weight, bias, ys):
        wt = self.w.const(weight.T, "w")
        r = self.w.op("tcf.matmul %s, %s : (%s, %s) -> %s" % (x, wt, ttype(xs), ttype(weight.T.shape), ttype(ys)))
        if bias is not None:
            b = self.w.const(bias, "b")
            r = self.w.op("tcf.add %s, %s : (%s, %s) -> %s" % (r, b, ttype(ys), ttype(bias.shape), ttype(ys)))
        return r

    def conv(self, x, xs, weight, bias, stride, padding, dilation, groups, ys):
        wc = self.w.const(weight, "w")
        ops = [x, wc]
        types = [ttype(xs), ttype(weight.shape)]
        if bias is not None:
            ops.append(self.w.const(bias, "b"))
            types.append(ttype(bias.shape))
        ph, pw = padding
        return self.w.op("tcf.conv_2d_nchw %s {stride = [%d, %d], padding = [%d, %d, %d, %d], dilation = [%d, %d], "
                         "groups = %d : i64} : (%s) -> %s" % (", ".join(ops), stride[0], stride[1], ph, pw, ph, pw,
                                                               dilation[0], dilation[1], groups, ", ".join(types), ttype(ys)))

    def unary(self, name, x, xs):
        return self.w.op("tcf.%s %s : (%s) -> %s" % (name, x, ttype(xs), ttype(xs)))

    def pool(self, kind, x, xs, k, s, p, ys, cip):
        extra = ", count_include_pad = %s" % ("true" if cip else "false") if kind == "avg" else ""
        return self.w.op("tcf.%s_pool_2d %s {kernel = [%d, %d], stride = [%d, %d], padding = [%d, %d]%s} : (%s) -> %s"
                         % (kind, x, k[0], k[1], s[0], s[1], p[0], p[1], extra, ttype(xs), ttype(ys)))

    def reshape(self, x, xs, ys):
        return self.w.op("tcf.reshape %s : (%s) -> %s" % (x, ttype(xs), ttype(ys)))

    def softmax(self, x, xs, axis, log):
        return self.w.op("tcf.%ssoftmax %s {axis = %d : i64} : (%s) -> %s" % ("log_" if log else "", x, axis, ttype(xs), ttype(xs)))

    def binary(self, name, a, ash, b, bsh, ys):
        return self.w.op("tcf.%s %s, %s : (%s, %s) -> %s" % (name, a, b, ttype(ash), ttype(bsh), ttype(ys)))


# ---------------------------------------------------------------- TOSA
class Tosa:
    def __init__(self, w):
        self.w = w

    def arr(self, ty, vals):
        if self.w.old:
            return "[%s]" % ", ".join(str(v) for v in vals)
        return "array<%s: %s>" % (ty, ", ".join(str(v) for v in vals))

    def zero(self):
        return self.w.const(np.zeros([1], np.float32), "zp")

    def transpose(self, x, xs, perm):
        ys = [xs[p] for p in perm]
        if self.w.old:
            pc = self.w.op('"tosa.const"() {value = dense<[%s]> : tensor<%dxi32>} : () -> tensor<%dxi32>'
                           % (", ".join(map(str, perm)), len(perm), len(perm)))
            return self.w.op('"tosa.transpose"(%s, %s) : (%s, tensor<%dxi32>) -> %s' % (x, pc, ttype(xs), len(perm), ttype(ys))), ys
        return self.w.op("tosa.transpose %s {perms = %s} : (%s) -> %s" % (x, self.arr("i32", perm), ttype(xs), ttype(ys))), ys

    def reshape(self, x, xs, ys):
        if self.w.old:
            return self.w.op('"tosa.reshape"(%s) {new_shape = %s} : (%s) -> %s' % (x, self.arr("i64", ys), ttype(xs), ttype(ys)))
        s = self.w.op("tosa.const_shape {values = dense<[%s]> : tensor<%dxindex>} : () -> !tosa.shape<%d>"
                      % (", ".join(map(str, ys)), len(ys), len(ys)))
        return self.w.op("tosa.reshape %s, %s : (%s, !tosa.shape<%d>) -> %s" % (x, s, ttype(xs), len(ys), ttype(ys)))

    def linear(self, x, xs, weight, bias, ys):
        n, k = xs
        o = weight.shape[0]
        if bias is None:
            bias = np.zeros([o], np.float32)
        if self.w.old:
            wc = self.w.const(weight, "w")
            b = self.w.const(bias, "b")
            return self.w.op('"tosa.fully_connected"(%s, %s, %s) : (%s, %s, %s) -> %s'
                             % (x, wc, b, ttype(xs), ttype(weight.shape), ttype(bias.shape), ttype(ys)))
        wc = self.w.const(weight, "w")
        wt, _ = self.transpose(wc, list(weight.shape), [1, 0])
        w3 = self.reshape(wt, [k, o], [1, k, o])
        x3 = self.reshape(x, xs, [1, n, k])
        zp = self.zero()
        m = self.w.op("tosa.matmul %s, %s, %s, %s : (%s, %s, tensor<1xf32>, tensor<1xf32>) -> %s"
                      % (x3, w3, zp, zp, ttype([1, n, k]), ttype([1, k, o]), ttype([1, n, o])))
        m2 = self.reshape(m, [1, n, o], [n, o])
        b = self.w.const(bias.reshape(1, o), "b")
        return self.binary("add", m2, [n, o], b, [1, o], ys)

    def conv(self, x, xs, weight, bias, stride, padding, dilation, groups, ys):
        if groups != 1:
            raise ExportError("grouped convolutions are not exported to TOSA (only groups = 1)")
        if bias is None:
            bias = np.zeros([weight.shape[0]], np.float32)
        xt, xts = self.transpose(x, xs, [0, 2, 3, 1])
        wc = self.w.const(weight, "w")
        wt, wts = self.transpose(wc, list(weight.shape), [0, 2, 3, 1])
        b = self.w.const(bias, "b")
        ph, pw = padding
        yn = [ys[0], ys[2], ys[3], ys[1]]
        attrs = "dilation = %s, pad = %s, stride = %s" % (self.arr("i64", dilation), self.arr("i64", [ph, ph, pw, pw]),
                                                          self.arr("i64", stride))
        if self.w.old:
            c = self.w.op('"tosa.conv2d"(%s, %s, %s) {%s} : (%s, %s, %s) -> %s'
                          % (xt, wt, b, attrs, ttype(xts), ttype(wts), ttype(bias.shape), ttype(yn)))
        else:
            zp = self.zero()
            c = self.w.op("tosa.conv2d %s, %s, %s, %s, %s {acc_type = f32, %s} : (%s, %s, %s, tensor<1xf32>, tensor<1xf32>) -> %s"
                          % (xt, wt, b, zp, zp, attrs, ttype(xts), ttype(wts), ttype(bias.shape), ttype(yn)))
        return self.transpose(c, yn, [0, 3, 1, 2])[0]

    def unary(self, name, x, xs):
        if name == "relu":
            attrs = ("{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64}"
                     if self.w.old else "{max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32}")
            return self.gen1("clamp", x, xs, xs, attrs)
        return self.gen1(name, x, xs, xs)

    def gen1(self, name, x, xs, ys, attrs=""):
        if self.w.old:
            return self.w.op('"tosa.%s"(%s) %s: (%s) -> %s' % (name, x, attrs + " " if attrs else "", ttype(xs), ttype(ys)))
        return self.w.op("tosa.%s %s %s: (%s) -> %s" % (name, x, attrs + " " if attrs else "", ttype(xs), ttype(ys)))

    def pool(self, kind, x, xs, k, s, p, ys, cip):
        if kind == "avg" and cip and (p[0] or p[1]):
            raise ExportError("TOSA avg_pool2d excludes the padding: use count_include_pad=False")
        xt, xts = self.transpose(x, xs, [0, 2, 3, 1])
        yn = [ys[0], ys[2], ys[3], ys[1]]
        attrs = "kernel = %s, pad = %s, stride = %s" % (self.arr("i64", k), self.arr("i64", [p[0], p[0], p[1], p[1]]), self.arr("i64", s))
        if kind == "max":
            r = self.gen1("max_pool2d", xt, xts, yn, "{%s}" % attrs)
        elif self.w.old:
            r = self.gen1("avg_pool2d", xt, xts, yn, "{acc_type = f32, %s}" % attrs)
        else:
            zp = self.zero()
            r = self.w.op("tosa.avg_pool2d %s, %s, %s {acc_type = f32, %s} : (%s, tensor<1xf32>, tensor<1xf32>) -> %s"
                          % (xt, zp, zp, attrs, ttype(xts), ttype(yn)))
        return self.transpose(r, yn, [0, 3, 1, 2])[0]

    def softmax(self, x, xs, axis, log):
        keep = list(xs)
        keep[axis] = 1
        ax = "{axis = %d : %s}" % (axis, "i64" if self.w.old else "i32")
        mx = self.gen1("reduce_max", x, xs, keep, ax)
        d = self.binary("sub", x, xs, mx, keep, xs)
        e = self.gen1("exp", d, xs, xs)
        s = self.gen1("reduce_sum", e, xs, keep, ax)
        if log:
            lg = self.gen1("log", s, keep, keep)
            return self.binary("sub", d, xs, lg, keep, xs)
        r = self.gen1("reciprocal", s, keep, keep)
        return self.binary("mul", e, xs, r, keep, xs)

    def binary(self, name, a, ash, b, bsh, ys):
        if len(ash) != len(bsh):  # TOSA wants equal ranks
            if len(bsh) < len(ash):
                b = self.reshape(b, bsh, [1] * (len(ash) - len(bsh)) + list(bsh))
                bsh = [1] * (len(ash) - len(bsh)) + list(bsh)
            else:
                a = self.reshape(a, ash, [1] * (len(bsh) - len(ash)) + list(ash))
                ash = [1] * (len(bsh) - len(ash)) + list(ash)
        if name == "mul":
            if self.w.old:
                return self.w.op('"tosa.mul"(%s, %s) {shift = 0 : i32} : (%s, %s) -> %s' % (a, b, ttype(ash), ttype(bsh), ttype(ys)))
            sh = self.w.op('"tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>')
            return self.w.op("tosa.mul %s, %s, %s : (%s, %s, tensor<1xi8>) -> %s" % (a, b, sh, ttype(ash), ttype(bsh), ttype(ys)))
        if self.w.old:
            return self.w.op('"tosa.%s"(%s, %s) : (%s, %s) -> %s' % (name, a, b, ttype(ash), ttype(bsh), ttype(ys)))
        return self.w.op("tosa.%s %s, %s : (%s, %s) -> %s" % (name, a, b, ttype(ash), ttype(bsh), ttype(ys)))


def export(module, input_shape, dialect="tcf", syntax="new", resources=False, func="forward"):
    """MLIR text for `module` on inputs of `input_shape` (static)."""
    module = module.eval()
    gm = torch.fx.symbolic_trace(module)
    example = torch.zeros(input_shape)
    ShapeProp(gm).propagate(example)
    w = Writer(dialect, syntax, resources)
    d = Tosa(w) if dialect == "tosa" else Tcf(w)
    mods = dict(gm.named_modules())
    env, shape = {}, {}

    def shp(node):
        return list(node.meta["tensor_meta"].shape)

    def param(target):
        obj = gm
        for part in target.split("."):
            obj = getattr(obj, part)
        return obj.detach().numpy()

    def arg(a):
        if isinstance(a, torch.fx.Node):
            return env[a], shape[a]
        raise ExportError("unsupported argument %r" % (a,))

    def number_or_tensor(a, like_shape):
        if isinstance(a, torch.fx.Node):
            return arg(a)
        return w.const(np.full([1] * len(like_shape) if dialect == "tosa" else [], a, np.float32), "k"), \
            [1] * len(like_shape) if dialect == "tosa" else []

    def axis_of(a, rank):
        a = -1 if a is None else a
        return a + rank if a < 0 else a

    ret = None
    for node in gm.graph.nodes:
        t = node.target
        if node.op == "placeholder":
            env[node], shape[node] = "%" + node.name, list(input_shape)
            continue
        if node.op == "output":
            ret = node.args[0]
            if not isinstance(ret, torch.fx.Node):
                raise ExportError("only one tensor result is supported")
            continue
        ys = shp(node)
        kind = None
        if node.op == "call_module":
            m = mods[t]
            x, xs = arg(node.args[0])
            if isinstance(m, nn.Linear):
                r = d.linear(x, xs, m.weight.detach().numpy(), None if m.bias is None else m.bias.detach().numpy(), ys)
            elif isinstance(m, nn.Conv2d):
                if m.padding_mode != "zeros" or isinstance(m.padding, str):
                    raise ExportError("%s: only numeric zero padding is supported" % t)
                r = d.conv(x, xs, m.weight.detach().numpy(), None if m.bias is None else m.bias.detach().numpy(),
                           pair(m.stride), pair(m.padding), pair(m.dilation), m.groups, ys)
            elif isinstance(m, nn.ReLU):
                r = d.unary("relu", x, xs)
            elif isinstance(m, (nn.Tanh, nn.Sigmoid)):
                r = d.unary("tanh" if isinstance(m, nn.Tanh) else "sigmoid", x, xs)
            elif isinstance(m, (nn.MaxPool2d, nn.AvgPool2d)):
                if m.ceil_mode or (isinstance(m, nn.MaxPool2d) and pair(m.dilation) != (1, 1)):
                    raise ExportError("%s: ceil_mode and dilation are not supported" % t)
                kind = "max" if isinstance(m, nn.MaxPool2d) else "avg"
                stride = m.stride if m.stride is not None else m.kernel_size
                r = d.pool(kind, x, xs, pair(m.kernel_size), pair(stride), pair(m.padding), ys,
                           getattr(m, "count_include_pad", True))
            elif isinstance(m, nn.Flatten):
                r = d.reshape(x, xs, ys)
            elif isinstance(m, (nn.Dropout, nn.Identity)):
                r = x
            elif isinstance(m, (nn.Softmax, nn.LogSoftmax)):
                r = d.softmax(x, xs, axis_of(m.dim, len(xs)), isinstance(m, nn.LogSoftmax))
            else:
                raise ExportError("unsupported module %s (%s)" % (t, type(m).__name__))
        elif node.op == "call_function" or node.op == "call_method":
            name = t if isinstance(t, str) else getattr(t, "__name__", str(t))
            kw = node.kwargs
            if name in ("relu", "tanh", "sigmoid"):
                x, xs = arg(node.args[0])
                r = d.unary(name, x, xs)
            elif name in ("flatten", "view", "reshape"):
                x, xs = arg(node.args[0])
                r = d.reshape(x, xs, ys)
            elif name in ("softmax", "log_softmax"):
                x, xs = arg(node.args[0])
                dim = node.args[1] if len(node.args) > 1 else kw.get("dim")
                r = d.softmax(x, xs, axis_of(dim, len(xs)), name == "log_softmax")
            elif name in ("dropout",):
                r, _ = arg(node.args[0])
            elif name in ("max_pool2d", "avg_pool2d"):
                x, xs = arg(node.args[0])
                k = pair(node.args[1] if len(node.args) > 1 else kw["kernel_size"])
                s = node.args[2] if len(node.args) > 2 else kw.get("stride")
                s = pair(s) if s else k
                p = pair(node.args[3] if len(node.args) > 3 else kw.get("padding", 0))
                r = d.pool(name[:3], x, xs, k, s, p, ys, kw.get("count_include_pad", True))
            elif name == "linear":
                x, xs = arg(node.args[0])
                wn = node.args[1]
                bn = node.args[2] if len(node.args) > 2 else kw.get("bias")
                if wn.op != "get_attr" or (bn is not None and bn.op != "get_attr"):
                    raise ExportError("F.linear needs parameters as weight and bias")
                r = d.linear(x, xs, param(wn.target), None if bn is None else param(bn.target), ys)
            elif name in ("add", "mul", "iadd", "imul"):
                op = "add" if "add" in name else "mul"
                a0, a1 = node.args[0], node.args[1]
                if not isinstance(a0, torch.fx.Node):
                    a0, a1 = a1, a0
                a, ash = arg(a0)
                b, bsh = number_or_tensor(a1, ash)
                r = d.binary(op, a, ash, b, bsh, ys)
            else:
                raise ExportError("unsupported function %s" % name)
        elif node.op == "get_attr":
            continue
        else:
            raise ExportError("unsupported node %s" % node.op)
        env[node], shape[node] = r, ys

    if ret is None or ret not in env:
        raise ExportError("the module returns nothing the exporter produced")
    arg_name = [n for n in gm.graph.nodes if n.op == "placeholder"]
    if len(arg_name) != 1:
        raise ExportError("only modules with one input are supported")
    out_shape = shape[ret]
    lines = ["// Exported by tools/export/torch_export.py (%s dialect)" % dialect,
             'module attributes {torch.debug_module_name = "%s"} {' % type(module).__name__,
             "  func.func @%s(%%%s: %s) -> %s {" % (func, arg_name[0].name, ttype(list(input_shape)), ttype(out_shape))]
    lines += ["    " + line for line in w.lines]
    lines.append("    return %s : %s" % (env[ret], ttype(out_shape)))
    lines += ["  }", "}"]
    blobs = [b for b in w.blobs if b]
    if blobs:
        lines += ["", "{-#", "  dialect_resources: {", "    builtin: {"]
        lines += ['      %s: "%s"%s' % (k, v, "," if i + 1 < len(blobs) else "") for i, (k, v) in enumerate(blobs)]
        lines += ["    }", "  }", "#-}"]
    return "\n".join(lines) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    ap.add_argument("module", help="FILE.py:EXPR giving the torch.nn.Module")
    ap.add_argument("--weights", help="state dict (torch.save) to load")
    ap.add_argument("--weights-from-tcf", help="take the weights from an mlir2c TCF file's constants")
    ap.add_argument("--input-shape", required=True, help="static input shape, e.g. 1x1x28x28")
    ap.add_argument("-o", "--output", required=True)
    ap.add_argument("--dialect", choices=["tcf", "tosa"], default="tcf")
    ap.add_argument("--tosa-syntax", choices=["new", "old"], default="new",
                    help="new: custom assembly (tosa.conv2d %%x, ... {acc_type = f32, ...}); old: quoted generic form")
    ap.add_argument("--resources", action="store_true", help="weights as dense_resource blobs")
    ap.add_argument("--func", default="forward")
    a = ap.parse_args(argv)
    try:
        module = load_module(a.module)
        if a.weights:
            module.load_state_dict(torch.load(a.weights, map_location="cpu"))
        if a.weights_from_tcf:
            load_tcf_weights(module, a.weights_from_tcf)
        shape = [int(v) for v in a.input_shape.split("x")]
        text = export(module, shape, a.dialect, a.tosa_syntax, a.resources, a.func)
    except (ExportError, OSError, RuntimeError, ValueError, KeyError) as e:
        print("torch_export: error: %s" % e, file=sys.stderr)
        return 1
    tmp = a.output + ".tmp"
    with open(tmp, "w") as f:
        f.write(text)
    os.replace(tmp, a.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
