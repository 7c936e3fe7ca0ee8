"""nn_lower.py - PyTorch layers as TOSA ops, in PyTorch's layouts (NCHW, [N,T,F]).

Each function takes a TosaWriter `t`, V values and numpy parameters and returns V.
NHWC ops get transposes around them; mlir2c cancels the pairs between layers.
"""
import math

import numpy as np

from tosa_writer import ExportError, V  # noqa: F401

NCHW_TO_NHWC = [0, 2, 3, 1]
NHWC_TO_NCHW = [0, 3, 1, 2]


def nhwc(shape):
    return [shape[0], shape[2], shape[3], shape[1]]


# ---------------------------------------------------------------- conv / linear
def conv2d(t, x, weight, bias, stride, padding, dilation, groups, ys):
    """x NCHW; weight [O, I/groups, KH, KW]; ys the NCHW result shape."""
    o, ipg, kh, kw = weight.shape
    c = x.shape[1]
    if bias is None:
        bias = np.zeros([o], np.float32)
    ph, pw = padding
    pad = [ph, ph, pw, pw]
    if groups == 1:
        xt = t.transpose(x, NCHW_TO_NHWC)
        w = t.const(weight.transpose(0, 2, 3, 1), hint="w")
        y = t.conv2d(xt, w, t.const(bias, hint="b"), pad, stride, dilation, nhwc(ys))
        return t.transpose(y, NHWC_TO_NCHW)
    if groups == c and ipg == 1:  # depthwise, channel multiplier o / c
        m = o // c
        xt = t.transpose(x, NCHW_TO_NHWC)
        w = weight.reshape(c, m, kh, kw).transpose(2, 3, 0, 1)  # [KH, KW, C, M]; out channel c*M+m
        y = t.depthwise_conv2d(xt, t.const(w, hint="w"), t.const(bias, hint="b"), pad, stride, dilation, nhwc(ys))
        return t.transpose(y, NHWC_TO_NCHW)
    # grouped: one conv per group on a channel slice, then concat
    opg = o // groups
    outs = []
    for g in range(groups):
        xs = t.slice(x, [0, g * ipg, 0, 0], [x.shape[0], ipg, x.shape[2], x.shape[3]])
        yg = [ys[0], opg, ys[2], ys[3]]
        outs.append(conv2d(t, xs, weight[g * opg:(g + 1) * opg], bias[g * opg:(g + 1) * opg],
                           stride, padding, dilation, 1, yg))
    return t.concat(outs, 1)


def conv1d(t, x, weight, bias, stride, padding, dilation, groups, ys):
    n, c, length = x.shape
    x4 = t.reshape(x, [n, c, 1, length])
    y = conv2d(t, x4, weight[:, :, None, :], bias, (1, stride[0]), (0, padding[0]), (1, dilation[0]), groups,
               [ys[0], ys[1], 1, ys[2]])
    return t.reshape(y, ys)


def conv_transpose2d(t, x, weight, bias, stride, padding, output_padding, ys):
    """weight [I, O, KH, KW] (groups 1, dilation 1). TOSA transpose_conv2d does not
    flip the filter: out[iy*s + ky + top] += in[iy] * w[o, ky, kx, i]."""
    o = weight.shape[1]
    if bias is None:
        bias = np.zeros([o], np.float32)
    ph, pw = padding
    oph, opw = output_padding
    xt = t.transpose(x, NCHW_TO_NHWC)
    w = t.const(weight.transpose(1, 2, 3, 0), hint="w")
    y = t.transpose_conv2d(xt, w, t.const(bias, hint="b"), [-ph, -ph + oph, -pw, -pw + opw], stride, nhwc(ys))
    return t.transpose(y, NHWC_TO_NCHW)


def linear(t, x, weight, bias, ys):
    """x [..., K] @ weight.T [K, O] + bias, as one rank-3 matmul."""
    o, k = weight.shape
    rows = int(np.prod(x.shape[:-1]))
    x3 = t.reshape(x, [1, rows, k])
    m = t.reshape(t.matmul(x3, t.const(weight.T.reshape(1, k, o), hint="w")), [rows, o])
    if bias is not None:  # on the 2-D product, where mlir2c fuses it into the matmul
        m = t.binary("add", m, t.const(bias.reshape(1, o), hint="b"))
    return t.reshape(m, ys)


def channel_affine(t, x, scale, shift, axis=1):
    """x * scale + shift along `axis` (a BatchNorm that could not be folded)."""
    shape = [1] * len(x.shape)
    shape[axis] = len(scale)
    y = t.binary("mul", x, t.const(scale.reshape(shape), hint="bn_scale"))
    return t.binary("add", y, t.const(shift.reshape(shape), hint="bn_shift"))


def bn_scale_shift(bn):
    var = bn.running_var.detach().numpy().astype(np.float64)
    mean = bn.running_mean.detach().numpy().astype(np.float64)
    g = bn.weight.detach().numpy().astype(np.float64) if bn.weight is not None else np.ones_like(var)
    b = bn.bias.detach().numpy().astype(np.float64) if bn.bias is not None else np.zeros_like(var)
    scale = g / np.sqrt(var + bn.eps)
    return scale, b - mean * scale


# ---------------------------------------------------------------- pooling / resize
def pool2d(t, kind, x, kernel, stride, padding, ys):
    ph, pw = padding
    y = t.pool2d(kind, t.transpose(x, NCHW_TO_NHWC), kernel, stride, [ph, ph, pw, pw], nhwc(ys))
    return t.transpose(y, NHWC_TO_NCHW)


def adaptive_pool2d(t, kind, x, ys):
    n, c, h, w = x.shape
    oh, ow = ys[2], ys[3]
    if h % oh == 0 and w % ow == 0:
        k = (h // oh, w // ow)
        return pool2d(t, kind, x, k, k, (0, 0), ys)
    if kind == "max":
        raise ExportError("adaptive max pooling needs the input size (%dx%d) to be a multiple of the output (%dx%d)"
                          % (h, w, oh, ow))
    # uneven windows: an averaging matrix [H*W, OH*OW] (PyTorch's start/end rule)
    p = np.zeros([h * w, oh * ow], np.float32)
    for i in range(oh):
        y0, y1 = (i * h) // oh, -((-(i + 1) * h) // oh)
        for j in range(ow):
            x0, x1 = (j * w) // ow, -((-(j + 1) * w) // ow)
            for yy in range(y0, y1):
                p[yy * w + x0:yy * w + x1, i * ow + j] = 1.0 / ((y1 - y0) * (x1 - x0))
    x3 = t.reshape(x, [1, n * c, h * w])
    m = t.matmul(x3, t.const(p.reshape(1, h * w, oh * ow), hint="avg"))
    return t.reshape(m, ys)


def resize(t, x, mode, align_corners, ys):
    """Upsample / interpolate (nearest or bilinear) as tosa.resize on NHWC.
    TOSA maps output y to input (y*d + offset)/n; n, d, offset, border chosen so
    this is PyTorch's coordinate rule (floor for nearest, half-pixel or corners)."""
    _, _, ih, iw = x.shape
    oh, ow = ys[2], ys[3]

    def axis(i, o):
        if mode == "nearest":  # round((2*o*y - o... ) / 2o) == floor(y*i/o)
            n, d, off = 2 * o, 2 * i, -o
        elif align_corners:
            if o == 1 or i == 1:
                raise ExportError("align_corners resize from or to size 1 (%d -> %d)" % (i, o))
            n, d, off = o - 1, i - 1, 0
        else:
            n, d, off = 2 * o, 2 * i, i - o
        border = (o - 1) * d - (i - 1) * n + off
        g = math.gcd(math.gcd(n, d), math.gcd(off, border))
        return n // g, d // g, off // g, border // g

    yn, yd, yo, yb = axis(ih, oh)
    xn, xd, xo, xb = axis(iw, ow)
    if max(yn, xn) > 2048 or max(yd, xd) > 2048:
        raise ExportError("resize %dx%d -> %dx%d needs scales beyond TOSA's limit" % (ih, iw, oh, ow))
    y = t.resize(t.transpose(x, NCHW_TO_NHWC), "NEAREST_NEIGHBOR" if mode == "nearest" else "BILINEAR",
                 [yn, yd, xn, xd], [yo, xo], [yb, xb], nhwc(ys))
    return t.transpose(y, NHWC_TO_NCHW)


# ---------------------------------------------------------------- activations
def activation(t, name, x, arg=None):
    if name == "relu":
        return t.relu(x)
    if name == "relu6":
        return t.clamp(x, 0.0, 6.0)
    if name in ("sigmoid", "tanh", "exp", "erf", "rsqrt", "reciprocal", "log", "abs"):
        return t.unary(name, x)
    if name == "leaky_relu":  # max(x, a*x) for 0 <= a <= 1
        a = 0.01 if arg is None else float(arg)
        if not 0.0 <= a <= 1.0:
            raise ExportError("leaky_relu with negative_slope %g outside [0, 1]" % a)
        return t.binary("maximum", x, t.mul_k(x, a))
    if name == "hardsigmoid":  # relu6(x + 3) / 6 = clamp(x/6 + 1/2, 0, 1)
        return t.clamp(t.add_k(t.mul_k(x, 1.0 / 6.0), 0.5), 0.0, 1.0)
    if name == "hardswish":
        return t.binary("mul", x, activation(t, "hardsigmoid", x))
    if name == "silu":
        return t.binary("mul", x, t.unary("sigmoid", x))
    if name == "gelu":
        if arg == "tanh":  # 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))
            x3 = t.binary("mul", t.binary("mul", x, x), x)
            inner = t.mul_k(t.binary("add", x, t.mul_k(x3, 0.044715)), math.sqrt(2.0 / math.pi))
            return t.binary("mul", t.mul_k(x, 0.5), t.add_k(t.unary("tanh", inner), 1.0))
        if arg not in (None, "none"):
            raise ExportError("gelu approximate=%r" % (arg,))
        e = t.unary("erf", t.mul_k(x, 1.0 / math.sqrt(2.0)))
        return t.binary("mul", t.mul_k(x, 0.5), t.add_k(e, 1.0))
    raise ExportError("activation %s" % name)


def softmax(t, x, axis, log=False):
    """The decomposition mlir2c recognises as one softmax / log_softmax."""
    mx = t.reduce("max", x, axis)
    d = t.binary("sub", x, mx)
    e = t.unary("exp", d)
    s = t.reduce("sum", e, axis)
    if log:
        return t.binary("sub", d, t.unary("log", s))
    return t.binary("mul", e, t.unary("reciprocal", s))


def reduce_dims(t, kind, x, dims, keepdim, ys):
    """sum / mean / amax / amin over several dims."""
    r = x
    n = 1
    for d in sorted(set(dims)):
        n *= x.shape[d]
        r = t.reduce({"mean": "sum", "amax": "max", "amin": "min"}.get(kind, kind), r, d)
    if kind == "mean":
        r = t.mul_k(r, 1.0 / n)
    return t.reshape(r, ys)


def layer_norm(t, x, ndims, weight, bias, eps):
    """(x - mean) * rsqrt(var + eps) * weight + bias over the last `ndims` dims."""
    rank = len(x.shape)
    axes = list(range(rank - ndims, rank))
    keep = [1 if i in axes else d for i, d in enumerate(x.shape)]
    mean = reduce_dims(t, "mean", x, axes, True, keep)
    d = t.binary("sub", x, mean)
    var = reduce_dims(t, "mean", t.binary("mul", d, d), axes, True, keep)
    r = t.unary("rsqrt", t.add_k(var, eps))
    y = t.binary("mul", d, r)
    if weight is not None:
        y = t.binary("mul", y, t.const(weight.reshape([1] * (rank - ndims) + list(weight.shape)), hint="ln_w"))
    if bias is not None:
        y = t.binary("add", y, t.const(bias.reshape([1] * (rank - ndims) + list(bias.shape)), hint="ln_b"))
    return y


def group_batch(t, x, keep_last):
    """Reshape [..., A, B] to [prod(...), A, B] for a rank-3 matmul."""
    lead = x.shape[:-keep_last]
    return t.reshape(x, [int(np.prod(lead)) if lead else 1] + x.shape[-keep_last:])


def matmul(t, a, b, ys):
    """torch.matmul / @ / bmm with broadcasting of the batch dims."""
    if len(a.shape) == 1:
        a = t.reshape(a, [1] + a.shape)
    if len(b.shape) == 1:
        b = t.reshape(b, b.shape + [1])
    ba, bb = a.shape[:-2], b.shape[:-2]
    batch = list(np.broadcast_shapes(tuple(ba), tuple(bb)))
    nb = int(np.prod(batch)) if batch else 1
    m, k, n = a.shape[-2], a.shape[-1], b.shape[-1]
    if list(bb) != batch and int(np.prod(bb) if bb else 1) == 1 and list(ba) == batch:
        # [.., M, K] @ [K, N]: fold the batch into M
        a3 = t.reshape(a, [1, nb * m, k])
        r = t.matmul(a3, t.reshape(b, [1, k, n]))
        return t.reshape(r, ys)
    if list(ba) != batch or list(bb) != batch:
        raise ExportError("matmul broadcasting %s x %s" % (a.shape, b.shape))
    r = t.matmul(t.reshape(a, [nb, m, k]), t.reshape(b, [nb, k, n]))
    return t.reshape(r, ys)
