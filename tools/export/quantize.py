"""quantize.py - post-training int8 quantization of a torch.nn.Module, written as TOSA.

    export_int8(module, input_shape, calib, method="minmax", int16_act=(), func="forward")
        -> MLIR text (TOSA, the llvm19 spelling mlir-opt-19 verifies)

Scheme (TFLite's / TOSA's):
  - weights int8 per output channel, symmetric over -127..127;
  - activations int8 per tensor, asymmetric (zero point), ranges from calibration:
    "minmax" (min and max over all calibration inputs) or "percentile" (the 0.01st
    and 99.99th percentile of each batch of 100 inputs, averaged over the batches);
  - bias int32 at scale in_scale * w_scale[c]; conv/matmul accumulate in int32;
  - requantisation by tosa.rescale (32-bit multiplier, shift, double rounding),
    per channel; ReLU/ReLU6 as a clamp in the quantized domain (the producer's
    output is quantized with the ReLU's range, so with a zero point of -128 the
    rescale's saturation is the clamp and none is written); max pool on int8;
  - the input is quantised inside the graph (mul by 1/scale, cast to i32 with
    round-to-nearest-even, rescale adding the zero point), so the model takes the
    same float input as its float export;
  - the last conv/linear is dequantised straight from its int32 accumulator
    (cast to f32, mul by in_scale * w_scale[c]) and softmax/log_softmax run in
    float: the logits keep 32-bit precision instead of a second 8-bit rounding,
    for 10 values, and the float softmax costs nothing next to the layers.
  - int16_act: those layers' outputs (names as in module.named_modules()) are
    int16, symmetric (zero point 0), for sensitive layers. A Linear reading one
    keeps 8-bit-range weights (stored as i16: TOSA's matmul wants one type),
    accumulates in i48 with an i48 bias and requantises with TOSA's 16-bit
    rescale (scale32 = false, the only one i48 allows). A Conv2d reading int16
    keeps int8 weights (TOSA's 16x8 conv) with the same i48 accumulator.

  - BatchNorm after a Conv2d/Linear is folded into it first (eval statistics);
  - depthwise Conv2d (groups = in_channels): TOSA's depthwise_conv2d, per-channel
    weights; ZeroPad2d before a conv becomes the conv's padding (value zp);
  - add with differing input scales (TOSA / TFLite): both int8 inputs rescaled
    to int32 at a common scale S = 2 max(s1, s2) / 2^20, an int32 add, then a
    rescale to int8 (a ReLU after the add gives its range, as after a conv);
  - concat with differing scales: each input rescaled to the output's scale and
    zero point (int8 -> int8), then TOSA concat;
  - global average pool (AdaptiveAvgPool2d(1)): TOSA avg_pool2d on int8 with
    the input's scale and zero point kept.

Supported: Conv2d (zero padding; groups 1 or depthwise), Linear, BatchNorm (folded),
ReLU, ReLU6, MaxPool2d, AdaptiveAvgPool2d(1), ZeroPad2d before a conv, add, cat,
Flatten/view/reshape, Dropout/Identity, and a final Softmax/LogSoftmax. Anything
else raises ExportError with one line naming the module and the op.
"""
import operator

import numpy as np
import torch
import torch.fx
from torch.nn.utils.fusion import fuse_conv_bn_eval, fuse_linear_bn_eval
from torch import nn
from torch.fx.passes.shape_prop import ShapeProp

import quant_math as Q
from nn_lower import softmax
from tosa_writer import ExportError, TosaWriter, V, ttype

NCHW_TO_NHWC, NHWC_TO_NCHW = [0, 2, 3, 1], [0, 3, 1, 2]
PASS = (nn.Dropout, nn.Identity)
SUPPORTED = ("Conv2d (groups 1 or depthwise), Linear, BatchNorm after them, ReLU, ReLU6, MaxPool2d, "
             "AdaptiveAvgPool2d(1), ZeroPad2d before a conv, add, cat, Flatten, Dropout, Identity, "
             "final Softmax/LogSoftmax")


def _pair(v):
    return tuple(v) if isinstance(v, (tuple, list)) else (v, v)


def fold_batchnorm(gm):
    """Fold every BatchNorm that is the only user of a Conv2d/Linear into it (eval
    statistics), so the quantized layer is one conv/linear with a bias."""
    mods = dict(gm.named_modules())
    for node in list(gm.graph.nodes):
        m = mods.get(node.target) if node.op == "call_module" else None
        if not isinstance(m, (nn.BatchNorm1d, nn.BatchNorm2d)):
            continue
        src = node.args[0]
        p = mods.get(src.target) if isinstance(src, torch.fx.Node) and src.op == "call_module" else None
        if len(src.users) != 1 or not isinstance(p, (nn.Conv2d, nn.Linear)):
            raise ExportError("int8: %s (BatchNorm): only a BatchNorm right after a Conv2d or Linear is folded"
                              % node.target)
        fused = fuse_conv_bn_eval(p, m) if isinstance(p, nn.Conv2d) else fuse_linear_bn_eval(p, m)
        parent, _, leaf = src.target.rpartition(".")
        setattr(gm.get_submodule(parent) if parent else gm, leaf, fused)
        node.replace_all_uses_with(src)
        gm.graph.erase_node(node)
    gm.recompile()
    return gm


# ---------------------------------------------------------------- calibration
def _kind(node, mods):
    """'conv', 'linear', 'relu', 'relu6', 'maxpool', 'reshape', 'pass', 'softmax', 'log_softmax' or None."""
    if node.op == "call_module":
        m = mods[node.target]
        for cls, k in ((nn.Conv2d, "conv"), (nn.Linear, "linear"), (nn.ReLU6, "relu6"), (nn.ReLU, "relu"),
                       (nn.MaxPool2d, "maxpool"), (nn.Flatten, "reshape"), (PASS, "pass"),
                       (nn.AdaptiveAvgPool2d, "gap"), (nn.ZeroPad2d, "zeropad"),
                       (nn.LogSoftmax, "log_softmax"), (nn.Softmax, "softmax")):
            if isinstance(m, cls):
                return k
        return None
    if node.op == "call_function" and node.target in (operator.add, torch.add):
        return "add"
    if node.op in ("call_function", "call_method"):
        name = node.target if isinstance(node.target, str) else getattr(node.target, "__name__", "")
        return {"relu": "relu", "relu6": "relu6", "flatten": "reshape", "view": "reshape", "reshape": "reshape",
                "dropout": "pass", "contiguous": "pass", "softmax": "softmax", "log_softmax": "log_softmax",
                "add": "add", "cat": "cat", "adaptive_avg_pool2d": "gap"}.get(name)
    return None


def calibrate(gm, images, method="minmax", batch=100):
    """{node name: (lo, hi)} of every node's float output over `images` [N, ...]."""
    if method not in ("minmax", "percentile"):
        raise ExportError("unknown calibration method %r (minmax or percentile)" % method)
    stats = {}

    class Rec(torch.fx.Interpreter):
        def run_node(self, n):
            r = super().run_node(n)
            if isinstance(r, torch.Tensor) and r.is_floating_point():
                a = r.detach().double().numpy().reshape(-1)
                if method == "minmax":
                    lo, hi = float(a.min()), float(a.max())
                else:
                    lo, hi = float(np.percentile(a, 0.01)), float(np.percentile(a, 99.99))
                stats.setdefault(n.name, []).append((lo, hi))
            return r

    with torch.no_grad():
        for i in range(0, len(images), batch):
            Rec(gm).run(torch.as_tensor(images[i:i + batch]))
    out = {}
    for k, v in stats.items():
        lo, hi = np.array([p[0] for p in v]), np.array([p[1] for p in v])
        out[k] = (lo.min(), hi.max()) if method == "minmax" else (lo.mean(), hi.mean())
    return out


# ---------------------------------------------------------------- TOSA integer ops (llvm19 spelling)
class IntWriter(TosaWriter):
    def __init__(self):
        super().__init__("llvm19", False)

    def iconst(self, a, dtype, hint):
        if dtype in ("i16", "i48"):  # as a nested list: no hex layout question for i48
            a = np.asarray(a, np.int64)
            lit = "dense<%s>" % str(a.tolist()).replace(" ", "")
            name = self.fresh(hint)
            self.lines.append('%s = "tosa.const"() <{value = %s : %s}> : () -> %s'
                              % (name, lit, ttype(a.shape, dtype), ttype(a.shape, dtype)))
            return V(name, a.shape, dtype)
        return self.const(np.asarray(a), dtype, hint)

    def rescale(self, x, mult, shift, in_zp, out_zp, out_dtype, scale32=True):
        mult, shift = [int(v) for v in np.atleast_1d(mult)], [int(v) for v in np.atleast_1d(shift)]
        attrs = [("input_zp", "%d : i32" % in_zp), ("output_zp", "%d : i32" % out_zp),
                 ("multiplier", self.arr(mult, "i32")), ("shift", self.arr(shift, "i8")),
                 ("scale32", "true" if scale32 else "false"), ("double_round", "true" if scale32 else "false"),
                 ("per_channel", "true" if len(mult) > 1 else "false")]
        return self.emit("rescale", [x], attrs, x.shape, out_dtype)

    def iclamp(self, x, lo, hi):
        attrs = [("max_fp", "0.000000e+00 : f32"), ("max_int", "%d : i64" % hi),
                 ("min_fp", "0.000000e+00 : f32"), ("min_int", "%d : i64" % lo)]
        return self.emit("clamp", [x], attrs, x.shape, x.dtype)

    def iconv2d(self, x, w, b, in_zp, pad, stride, dilation, ys):
        attrs = [("dilation", self.arr(dilation)), ("pad", self.arr(pad)), ("stride", self.arr(stride)),
                 ("quantization_info", "#tosa.conv_quant<input_zp = %d, weight_zp = 0>" % in_zp)]
        return self.emit("conv2d", [x, w, b], attrs, ys, "i48" if x.dtype == "i16" else "i32")

    def imatmul(self, a, b, a_zp):
        ys = [a.shape[0], a.shape[1], b.shape[2]]
        acc = "i32" if a.dtype == "i8" else "i48"
        return self.emit("matmul", [a, b], [("quantization_info", "#tosa.matmul_quant<a_zp = %d, b_zp = 0>" % a_zp)],
                         ys, acc)

    def iavgpool(self, x, kernel, in_zp, out_zp, ys):
        attrs = [("acc_type", "i32"), ("kernel", self.arr(kernel)), ("pad", self.arr([0, 0, 0, 0])),
                 ("quantization_info", "#tosa.unary_quant<input_zp = %d, output_zp = %d>" % (in_zp, out_zp)),
                 ("stride", self.arr([1, 1]))]
        return self.emit("avg_pool2d", [x], attrs, ys, x.dtype)

    def idepthwise(self, x, w, b, in_zp, pad, stride, dilation, ys):
        attrs = [("dilation", self.arr(dilation)), ("pad", self.arr(pad)), ("stride", self.arr(stride)),
                 ("quantization_info", "#tosa.conv_quant<input_zp = %d, weight_zp = 0>" % in_zp)]
        return self.emit("depthwise_conv2d", [x, w, b], attrs, ys, "i32")

    def ipool(self, x, kernel, stride, pad, ys):
        attrs = [("kernel", self.arr(kernel)), ("pad", self.arr(pad)), ("stride", self.arr(stride))]
        return self.emit("max_pool2d", [x], attrs, ys, x.dtype)

    def fmul_const(self, x, k):
        return self.binary("mul", x, self.const(np.asarray(k, np.float32).reshape(
            [1] * (len(x.shape) - np.ndim(k)) + list(np.shape(k))), hint="k"))


class QT:
    """A quantized tensor: TOSA value, layout of its dims ('nchw', 'nhwc' or 'flat') and QParams."""
    __slots__ = ("v", "layout", "q")

    def __init__(self, v, layout, q):
        self.v, self.layout, self.q = v, layout, q


class Acc:
    """An int32 accumulator of a conv/linear (with bias), scale in_scale * w_scale[c] on its last dim."""
    __slots__ = ("v", "layout", "scales", "node")

    def __init__(self, v, layout, scales, node):
        self.v, self.layout, self.scales, self.node = v, layout, scales, node


# ---------------------------------------------------------------- the walk
class Int8Exporter:
    def __init__(self, module, input_shape, calib, method, int16_act):
        self.module = module.eval()
        try:
            self.gm = torch.fx.symbolic_trace(self.module)
        except Exception as e:
            raise ExportError("torch.fx cannot trace %s: %s" % (type(module).__name__, str(e).splitlines()[0]))
        fold_batchnorm(self.gm)
        self.input_shape = list(input_shape)
        ShapeProp(self.gm).propagate(torch.zeros(self.input_shape))
        self.mods = dict(self.gm.named_modules())
        self.int16 = set(int16_act)
        unknown = self.int16 - set(self.mods)
        if unknown:
            raise ExportError("--int16-act: no layer named %s" % ", ".join(sorted(unknown)))
        for node in self.gm.graph.nodes:
            if node.op in ("call_module", "call_function", "call_method") and _kind(node, self.mods) is None:
                what = type(self.mods[node.target]).__name__ if node.op == "call_module" else str(node.target)
                raise ExportError("int8: %s (%s) cannot be quantized (supported: %s)"
                                  % (node.name if node.op != "call_module" else node.target, what, SUPPORTED))
        self.stats = calibrate(self.gm, calib, method)
        self.t = IntWriter()
        self.env = {}
        self.report = []
        self.markers = []

    def users(self, node):
        """Users of node, looking through pass-through nodes."""
        out = []
        for u in node.users:
            out += self.users(u) if _kind(u, self.mods) == "pass" else [u]
        return out

    def out_qparams(self, node):
        """(QParams, the node whose float output it stands for) of node's output: a conv/linear
        whose only user is a ReLU takes the ReLU's range."""
        src = node
        us = self.users(node)
        if len(us) == 1 and _kind(us[0], self.mods) in ("relu", "relu6"):
            src = us[0]
        lo, hi = self.stats[src.name]
        name = node.target if node.op == "call_module" else node.name
        q = Q.act_qparams(lo, hi, "i16" if name in self.int16 else "i8")
        self.report.append("%s: range [%.4g, %.4g] -> scale %.6g zp %d %s" % (name, lo, hi, q.scale, q.zp, q.dtype))
        return q, src

    def label(self, n):
        if n.op == "call_module":
            return "%s:%s" % (n.target, type(self.mods[n.target]).__name__)
        return "%s:%s" % (n.name, n.op)

    def mark(self, fx_node, v, scale, zp, layout, producer=None):
        """A '// npk-int8-tensor: FXNODE LABEL %VALUE DTYPE SCALE ZP LAYOUT' line: which float
        value of the PyTorch graph (FXNODE's output) a quantized value stands for, so
        tools/export/int8_layers.py can compare them layer by layer."""
        label = self.label(fx_node)
        if producer is not None and producer is not fx_node:
            label = self.label(producer) + "+" + label
        self.markers.append([fx_node.name, label, v.name, v.dtype, scale, zp, layout])

    # -- helpers
    def to_layout(self, x, layout):
        if x.layout == layout or x.layout == "flat":
            return x
        perm = NCHW_TO_NHWC if layout == "nhwc" else NHWC_TO_NCHW
        return QT(self.t.transpose(x.v, perm), layout, x.q)

    def requantize(self, acc, q):
        """int32 accumulator -> int8/int16 with one rescale per channel (last dim)."""
        wide = acc.v.dtype == "i48"
        ms = [(Q.quantize_multiplier16 if wide else Q.quantize_multiplier)(s / q.scale) for s in acc.scales]
        v = self.t.rescale(acc.v, [m for m, _ in ms], [s for _, s in ms], 0, q.zp, q.dtype, not wide)
        return QT(v, acc.layout, q)

    def dequantize(self, x):
        """A float tensor from an accumulator or a quantized tensor (the graph's float tail)."""
        t = self.t
        if isinstance(x, Acc):
            f = t.cast(x.v, "f32")
            f = t.fmul_const(f, np.asarray(x.scales, np.float32))
            self.mark(x.node, f, 1.0, 0, x.layout)
        else:
            i32 = t.rescale(x.v, 1 << 30, 30, x.q.zp, 0, "i32")
            f = t.fmul_const(t.cast(i32, "f32"), np.float32(x.q.scale))
        if x.layout == "nhwc":
            f = t.transpose(f, NHWC_TO_NCHW)
        return f

    def quantized(self, node):
        x = self.env[node]
        if isinstance(x, Acc):
            q, src = self.out_qparams(x.node)
            producer = x.node
            x = self.requantize(x, q)
            self.mark(src, x.v, q.scale, q.zp, x.layout, producer)
            self.env[node] = x
        return x

    # -- ops
    def quantize_input(self, node):
        t = self.t
        lo, hi = self.stats[node.name]
        q = Q.act_qparams(lo, hi)
        self.report.append("input: range [%.4g, %.4g] -> scale %.6g zp %d" % (lo, hi, q.scale, q.zp))
        v = t.fmul_const(self._arg_v(node), np.float32(1.0 / q.scale))
        v = t.cast(v, "i32")  # round to nearest even, saturating
        v = t.rescale(v, 1 << 30, 30, 0, q.zp, "i8")
        self.mark(node, v, q.scale, q.zp, "nchw" if len(self.input_shape) == 4 else "flat")
        return QT(v, "nchw" if len(self.input_shape) == 4 else "flat", q)

    def _arg_v(self, node):
        return V("%" + node.name, self.input_shape)

    def conv(self, node, m):
        t = self.t
        depthwise = m.groups != 1 and m.groups == m.in_channels
        if (m.groups != 1 and not depthwise) or m.padding_mode != "zeros" or isinstance(m.padding, str):
            raise ExportError("int8: %s (Conv2d): only groups=1 or depthwise and numeric zero padding are quantized"
                              % node.target)
        src, extra = node.args[0], [0, 0, 0, 0]
        if _kind(src, self.mods) == "zeropad":  # the pad's zeros are the conv's padding (value zp)
            left, right, top, bottom = self.mods[src.target].padding
            extra, src = [top, bottom, left, right], src.args[0]
        x = self.to_layout(self.quantized(src), "nhwc")
        if depthwise and x.q.dtype != "i8":
            raise ExportError("int8: %s (depthwise Conv2d): int16 input is not quantized" % node.target)
        wide = x.q.dtype == "i16"  # 16x8: i48 accumulator and bias
        w = m.weight.detach().double().numpy()
        b = m.bias.detach().double().numpy() if m.bias is not None else np.zeros(w.shape[0])
        ws = Q.weight_scales(w)
        qw = Q.quantize_weight(w, ws).transpose(0, 2, 3, 1)  # OHWI
        qb = Q.quantize_bias(b, x.q.scale, ws, 47 if wide else 31)
        ph, pw = _pair(m.padding)
        pad = [ph + extra[0], ph + extra[1], pw + extra[2], pw + extra[3]]
        ys = list(node.meta["tensor_meta"].shape)
        ys = [ys[0], ys[2], ys[3], ys[1]]
        if depthwise:  # [C*M, 1, KH, KW] -> TOSA's [KH, KW, C, M] (output channel c*M + m in both)
            c = m.in_channels
            qd = Q.quantize_weight(w, ws)[:, 0].reshape(c, -1, w.shape[2], w.shape[3]).transpose(2, 3, 0, 1)
            v = t.idepthwise(x.v, t.iconst(np.ascontiguousarray(qd), "i8", "w"), t.iconst(qb, "i32", "b"), x.q.zp,
                             pad, _pair(m.stride), _pair(m.dilation), ys)
            return Acc(v, "nhwc", x.q.scale * ws, node)
        v = t.iconv2d(x.v, t.iconst(qw, "i8", "w"), t.iconst(qb, "i48" if wide else "i32", "b"), x.q.zp,
                      pad, _pair(m.stride), _pair(m.dilation), ys)
        return Acc(v, "nhwc", x.q.scale * ws, node)

    def linear(self, node, m):
        t = self.t
        x = self.quantized(node.args[0])
        if len(x.v.shape) != 2:
            raise ExportError("int8: %s (Linear): only [N, K] inputs are quantized" % node.target)
        w = m.weight.detach().double().numpy()
        b = m.bias.detach().double().numpy() if m.bias is not None else np.zeros(w.shape[0])
        o, k = w.shape
        ws = Q.weight_scales(w)
        qw = Q.quantize_weight(w, ws).T.reshape(1, k, o)
        wide = x.q.dtype == "i16"  # 16x8: weights stored as i16, i48 accumulator and bias
        rows = x.v.shape[0]
        mm = t.imatmul(t.reshape(x.v, [1, rows, k]), t.iconst(qw, x.q.dtype, "w"), x.q.zp)
        qb = Q.quantize_bias(b, x.q.scale, ws, 47 if wide else 31).reshape(1, o)
        acc_t = "i48" if wide else "i32"
        acc = t.emit("add", [t.reshape(mm, [rows, o]), t.iconst(qb, acc_t, "b")], [], [rows, o], acc_t)
        return Acc(acc, "flat", x.q.scale * ws, node)

    def relu(self, node, kind):
        x = self.quantized(node.args[0])
        q = x.q
        qmax = 127 if q.dtype == "i8" else 32767
        hi = qmax
        if kind == "relu6":
            hi = min(qmax, q.zp + int(round(6.0 / q.scale)))
        lo = min(max(q.zp, -qmax - 1), qmax)
        if lo == -qmax - 1 and hi == qmax:  # the rescale's saturation already is this clamp
            return x
        y = self.t.iclamp(x.v, lo, hi)
        for mk in self.markers:  # the ReLU's float value is the clamp's result, not the rescale's
            if mk[0] == node.name:
                mk[2] = y.name
        return QT(y, x.layout, q)

    def maxpool(self, node, m):
        if m.ceil_mode or _pair(m.dilation) != (1, 1):
            raise ExportError("int8: %s (MaxPool2d): ceil_mode and dilation are not supported" % node.target)
        x = self.to_layout(self.quantized(node.args[0]), "nhwc")
        k = _pair(m.kernel_size)
        s = _pair(m.stride if m.stride is not None else m.kernel_size)
        ph, pw = _pair(m.padding)
        ys = list(node.meta["tensor_meta"].shape)
        return QT(self.t.ipool(x.v, k, s, [ph, ph, pw, pw], [ys[0], ys[2], ys[3], ys[1]]), "nhwc", x.q)

    def add(self, node):
        """TOSA's add of two int8 tensors with their own scales: each rescaled to int32 at
        S = 2 max(s1, s2) / 2^20 (so |q - zp| * s / S < 2^20 and the sum fits), an int32
        add; the sum is an accumulator at scale S, requantised by its user."""
        if len(node.args) != 2 or node.kwargs or not all(isinstance(a, torch.fx.Node) for a in node.args):
            raise ExportError("int8: %s: only the add of two tensors is quantized" % node.name)
        xs = [self.quantized(a) for a in node.args]
        if any(x.q.dtype != "i8" for x in xs):
            raise ExportError("int8: %s: only int8 adds are quantized" % node.name)
        lay = "nhwc" if any(x.layout == "nhwc" for x in xs) else xs[0].layout
        xs = [self.to_layout(x, lay) for x in xs]
        if xs[0].v.shape != xs[1].v.shape:
            raise ExportError("int8: %s: add with broadcasting is not quantized" % node.name)
        big = 2.0 * max(x.q.scale for x in xs) / float(1 << 20)
        wide = []
        for x in xs:
            m, sh = Q.quantize_multiplier(x.q.scale / big)
            wide.append(self.t.rescale(x.v, m, sh, x.q.zp, 0, "i32"))
        v = self.t.emit("add", wide, [], wide[0].shape, "i32")
        return Acc(v, lay, np.array([big]), node)

    def cat(self, node):
        """concat with differing scales: each input rescaled (int8 -> int8) to the output's
        scale and zero point first, then TOSA concat on the channel axis."""
        xs_n = node.args[0]
        dim = node.args[1] if len(node.args) > 1 else node.kwargs.get("dim", 0)
        xs = [self.quantized(a) for a in xs_n]
        q, _ = self.out_qparams(node)
        rank = len(xs[0].v.shape)
        dim = dim + rank if dim < 0 else dim
        lay = xs[0].layout
        if any(x.layout != lay for x in xs) or any(x.q.dtype != "i8" for x in xs):
            raise ExportError("int8: %s: cat of int8 tensors in one layout only" % node.name)
        axis = NCHW_TO_NHWC.index(dim) if lay == "nhwc" else dim
        parts = []
        for x in xs:
            if abs(x.q.scale - q.scale) <= 1e-12 * q.scale and x.q.zp == q.zp:
                parts.append(x.v)
                continue
            m, sh = Q.quantize_multiplier(x.q.scale / q.scale)
            parts.append(self.t.rescale(x.v, m, sh, x.q.zp, q.zp, "i8"))
        v = self.t.concat(parts, axis)
        self.mark(node, v, q.scale, q.zp, lay)
        return QT(v, lay, q)

    def gap(self, node, m):
        """Global average pool: TOSA avg_pool2d over the whole image, scale and zp kept."""
        size = m.output_size if m is not None else (node.args[1] if len(node.args) > 1 else node.kwargs["output_size"])
        if _pair(size) != (1, 1):
            raise ExportError("int8: %s: only a global average pool (output size 1) is quantized" % node.name)
        x = self.to_layout(self.quantized(node.args[0]), "nhwc")
        n, h, w, c = x.v.shape
        return QT(self.t.iavgpool(x.v, [h, w], x.q.zp, x.q.zp, [n, 1, 1, c]), "nhwc", x.q)

    def reshape(self, node):
        x = self.env[node.args[0]]
        ys = list(node.meta["tensor_meta"].shape)
        if isinstance(x, Acc):
            x = self.quantized(node.args[0])
        x = self.to_layout(x, "nchw")
        return QT(self.t.reshape(x.v, ys), "flat" if len(ys) != 4 else "nchw", x.q)

    def run(self, func):
        t = self.t
        out = None
        for node in self.gm.graph.nodes:
            if node.op == "placeholder":
                self.env[node] = self.quantize_input(node)
                continue
            if node.op == "output":
                out = node.args[0]
                continue
            if node.op == "get_attr":
                continue
            k = _kind(node, self.mods)
            m = self.mods.get(node.target) if node.op == "call_module" else None
            if k == "pass":
                r = self.env[node.args[0]]
            elif k == "conv":
                r = self.conv(node, m)
            elif k == "linear":
                r = self.linear(node, m)
            elif k in ("relu", "relu6"):
                r = self.relu(node, k)
            elif k == "maxpool":
                r = self.maxpool(node, m)
            elif k == "reshape":
                r = self.reshape(node)
            elif k == "add":
                r = self.add(node)
            elif k == "cat":
                r = self.cat(node)
            elif k == "gap":
                r = self.gap(node, m)
            elif k == "zeropad":
                if any(_kind(u, self.mods) != "conv" for u in node.users):
                    raise ExportError("int8: %s (ZeroPad2d): only a pad read by convolutions is quantized" % node.target)
                r = None  # the convs read the pad's input
            else:  # softmax / log_softmax: float, on the dequantised tensor, and only at the end
                if any(u.op != "output" for u in self.users(node)):
                    raise ExportError("int8: %s: softmax is only quantized as the last op (it runs in float)"
                                      % (node.target if m is not None else node.name))
                dim = m.dim if m is not None else (node.args[1] if len(node.args) > 1 else node.kwargs.get("dim"))
                f = self.dequantize(self.env[node.args[0]])
                dim = -1 if dim is None else dim
                r = softmax(t, f, dim + len(f.shape) if dim < 0 else dim, k == "log_softmax")
            self.env[node] = r
        if not isinstance(out, torch.fx.Node):
            raise ExportError("int8: only modules with one tensor result are quantized")
        res = self.env[out]
        if not hasattr(res, "name"):  # still quantized: dequantise
            res = self.dequantize(res)
        in_node = [n for n in self.gm.graph.nodes if n.op == "placeholder"][0]
        ty = lambda s: "tensor<%sf32>" % "".join("%dx" % d for d in s)  # noqa: E731
        lines = ["// npk-int8-tensor: %s %s %s %s %.9g %d %s" % tuple(mk) for mk in self.markers] + [
                 "// Exported by tools/export/torch_export.py --int8 (tosa dialect, post-training quantization)",
                 'module attributes {torch.debug_module_name = "%s"} {' % type(self.module).__name__,
                 "  func.func @%s(%%%s: %s) -> %s {" % (func, in_node.name, ty(self.input_shape), ty(res.shape))]
        lines += ["    " + line for line in t.lines]
        lines.append("    return %s : %s" % (res.name, ty(res.shape)))
        lines += ["  }", "}"]
        return "\n".join(lines) + "\n"


def export_int8(module, input_shape, calib, method="minmax", int16_act=(), func="forward"):
    """(MLIR text, report lines) of `module` quantized with calibration inputs `calib` ([N, ...] float)."""
    e = Int8Exporter(module, input_shape, np.asarray(calib, np.float32), method, int16_act)
    return e.run(func), e.report
