"""Float64 numpy reference for corpus units in torch-mlir's torch dialect (pretty form).

mlir-opt does not know the torch dialect, so these units have no generic form: this
module reads the printed form line by line (`%r = torch.aten.X %a, %b : T, T -> R`,
torch.constant.*, torch.prim.ListConstruct, torch.vtensor.literal, torch_c casts) and
evaluates the aten ops with PyTorch's documented semantics: broadcasting, alpha of
add/sub, dim lists with negative dims and keepdim, the result dtype written in the
result type (float -> integer casts truncate toward zero). Floats in float64, integers
in int64 (wrapped to the declared width), bools as bool. An op it does not know raises
ref_eval.Unsupported. Written from the PyTorch operator documentation.
"""
import math
import re
import struct

import numpy as np

from ref_eval import Unsupported, decode_dense, _erf

_VT = re.compile(r'^!torch\.vtensor<\[([^\]]*)\],\s*([\w!.]+)>$')
_SSA = re.compile(r'%[\w$.\-#]+')


def torch_type(t):
    """'!torch.vtensor<[2,?],f32>' -> ([2, None], 'f32'); 'tensor<2xf32>' too; else None."""
    t = t.strip()
    m = _VT.match(t)
    if m:
        dims = [None if d.strip() in ('?', '-1') else int(d) for d in m.group(1).split(',') if d.strip()]
        return dims, m.group(2)
    m = re.match(r'^tensor<((?:[\d?]+x)*)(\w+)>$', t)
    if m:
        return [None if d == '?' else int(d) for d in m.group(1).split('x') if d], m.group(2)
    return None


def _is_float(e):
    return e in ('f16', 'bf16', 'f32', 'f64')


_WIDTH = {'si8': 8, 'ui8': 8, 'si16': 16, 'si32': 32, 'si64': 64, 'i8': 8, 'i16': 16, 'i32': 32, 'i64': 64}


def as_dtype(a, elem):
    """a in the declared element type: float64 for floats (f16 rounded), wrapped int64, bool."""
    a = np.asarray(a)
    if elem == 'i1':
        return a != 0 if a.dtype != np.bool_ else a
    if _is_float(elem):
        a = a.astype(np.float64)
        if elem == 'f16':
            a = a.astype(np.float16).astype(np.float64)
        return a
    if elem not in _WIDTH:
        raise Unsupported('element type ' + elem)
    if a.dtype.kind == 'f':
        if not np.all(np.isfinite(a)):
            raise Unsupported('non-finite value cast to an integer')
        a = np.trunc(a)
    a = a.astype(np.int64)
    bits = _WIDTH[elem]
    if bits < 64:
        m = 1 << bits
        a = (a + (m // 2 if elem[0] != 'u' else 0)) % m - (m // 2 if elem[0] != 'u' else 0)
    return a


# --- quantization (per tensor), as PyTorch computes it: float32 -----------------------------
class _Quantized(np.ndarray):
    """The integers of a !torch.qint8/qint32 tensor, with its scale and zero point."""


def _quantized(ints, scale, zp):
    q = np.asarray(ints, np.int64).view(_Quantized)
    q.q_scale, q.q_zp = float(scale), int(zp)
    return q


def _quantize(x, scale, zp, qmin, qmax):
    """clamp(round_half_even(x * (1 / scale)) + zp, qmin, qmax); the product in float32."""
    y = np.asarray(x, np.float32) * np.float32(1.0 / scale)
    return np.clip(np.rint(y.astype(np.float64)) + zp, qmin, qmax).astype(np.int64)


def _dequantize(q, scale, zp):
    return (np.asarray(q, np.float64) - zp) * scale


_QINT_RANGE = {'!torch.qint8': (-128, 127), '!torch.qint32': (-(1 << 31), (1 << 31) - 1)}


def _quant_op(name, operands, elem):
    """The quantization ops; None for any other op."""
    a = operands
    if name == 'torch.quantized_decomposed.quantize_per_tensor':
        return as_dtype(_quantize(a[0], a[1], a[2], a[3], a[4]), elem)
    if name == 'torch.quantized_decomposed.dequantize_per_tensor':
        return _dequantize(a[0], a[1], a[2])
    if name == 'torch.aten.quantize_per_tensor':
        if elem not in _QINT_RANGE:
            raise Unsupported('quantize_per_tensor to ' + elem)
        return _quantized(_quantize(a[0], a[1], a[2], *_QINT_RANGE[elem]), a[1], a[2])
    if name == 'torch.aten._make_per_tensor_quantized_tensor':
        return _quantized(a[0], a[1], a[2])
    if name in ('torch.aten.dequantize.self', 'torch.aten.dequantize.tensor'):
        if not isinstance(a[0], _Quantized):
            raise Unsupported(name + ' of a tensor without a known scale')
        return _dequantize(a[0], a[0].q_scale, a[0].q_zp)
    if name == 'torch.aten.int_repr':
        return np.asarray(a[0], np.int64)
    return None


def _split_top(text):
    out, depth, cur = [], 0, ''
    for c in text:
        if c in '<([{':
            depth += 1
        elif c in '>)]}':
            depth -= 1
        if c == ',' and depth == 0:
            out.append(cur.strip())
            cur = ''
        else:
            cur += c
    if cur.strip():
        out.append(cur.strip())
    return out


def _dim(d, r):
    n = max(r, 1)
    if not -n <= d < n:
        raise Unsupported('dim out of range')
    return d + n if d < 0 else d


def _dims(v, r):
    if v is None or (isinstance(v, list) and not v):
        return tuple(range(r))
    if isinstance(v, list):
        return tuple(sorted(_dim(d, r) for d in v))
    return (_dim(v, r),)


def _pair(v, n, dflt):
    if v is None or (isinstance(v, list) and not v):
        return [dflt] * n
    v = v if isinstance(v, list) else [v]
    return v * n if len(v) == 1 else list(v)


def _window(x, k, s, p, fill):
    """x [N, C, H, W] padded with fill: the windows [N, C, OH, OW, KH, KW] (floor mode)."""
    xp = np.pad(x, ((0, 0), (0, 0), (p[0], p[0]), (p[1], p[1])), constant_values=fill)
    oh = (xp.shape[2] - k[0]) // s[0] + 1
    ow = (xp.shape[3] - k[1]) // s[1] + 1
    out = np.empty(x.shape[:2] + (oh, ow, k[0], k[1]), dtype=np.float64)
    for i in range(oh):
        for j in range(ow):
            out[:, :, i, j] = xp[:, :, i * s[0]:i * s[0] + k[0], j * s[1]:j * s[1] + k[1]]
    return out


def _conv2d(x, w, b, s, p, d, groups):
    n, c, h, wd = x.shape
    o, ci, kh, kw = w.shape
    xp = np.pad(x, ((0, 0), (0, 0), (p[0], p[0]), (p[1], p[1])))
    oh = (h + 2 * p[0] - d[0] * (kh - 1) - 1) // s[0] + 1
    ow = (wd + 2 * p[1] - d[1] * (kw - 1) - 1) // s[1] + 1
    y = np.zeros((n, o, oh, ow))
    og = o // groups
    for oc in range(o):
        g = oc // og
        xs = xp[:, g * ci:(g + 1) * ci]
        for i in range(kh):
            for j in range(kw):
                patch = xs[:, :, i * d[0]:i * d[0] + s[0] * (oh - 1) + 1:s[0], j * d[1]:j * d[1] + s[1] * (ow - 1) + 1:s[1]]
                y[:, oc] += np.einsum('ncij,c->nij', patch, w[oc, :, i, j])
        if b is not None:
            y[:, oc] += b[oc]
    return y


def _matmul(a, b):
    if a.ndim == 0 or b.ndim == 0:
        raise Unsupported('matmul of a scalar')
    return np.matmul(a, b)


def _softmax(x, d, log):
    m = np.max(x, axis=d, keepdims=True)
    e = np.exp(x - m)
    s = np.sum(e, axis=d, keepdims=True)
    return (x - m - np.log(s)) if log else e / s


def _out_size(n, k, s, p, ceil):
    """PyTorch's pooling output size: with ceil_mode a last window must start inside
    the input or its left padding."""
    o = (n + 2 * p - k + ((s - 1) if ceil else 0)) // s + 1
    if ceil and (o - 1) * s >= n + p:
        o -= 1
    return o


def _pool(x, k, s, p, ceil, avg, include_pad):
    n, c, h, w = x.shape
    oh, ow = _out_size(h, k[0], s[0], p[0], ceil), _out_size(w, k[1], s[1], p[1], ceil)
    y = np.empty((n, c, oh, ow))
    for i in range(oh):
        for j in range(ow):
            h0, w0 = i * s[0] - p[0], j * s[1] - p[1]
            h1, w1 = min(h0 + k[0], h + p[0]), min(w0 + k[1], w + p[1])   # the window within the padded input
            area = (h1 - h0) * (w1 - w0)
            win = x[:, :, max(h0, 0):min(h1, h), max(w0, 0):min(w1, w)]
            if avg:
                y[:, :, i, j] = win.sum(axis=(2, 3)) / (area if include_pad else win.shape[2] * win.shape[3])
            else:
                y[:, :, i, j] = win.max(axis=(2, 3))
    return y


def _avg_stride(st, kern, n):
    """An avg pool's strides; torch-mlir may append the dilation ([s.., d..], d = 1)."""
    if isinstance(st, list) and len(st) == 2 * n:
        if any(d != 1 for d in st[n:]):
            return None
        st = st[:n]
    return _pair(st, n, None) if st else _pair(kern, n, 1)


def _pool_nd(x, k, s, p, ceil, avg, inc, one_d):
    squeeze0 = x.ndim == (2 if one_d else 3)
    if squeeze0:
        x = x[None]
    if one_d:
        y = _pool(x[:, :, None, :], [1, k[0]], [1, s[0]], [0, p[0]], ceil, avg, inc)[:, :, 0]
    else:
        y = _pool(x, k, s, p, ceil, avg, inc)
    return y[0] if squeeze0 else y


def _div_mode(a, b, mode, elem):
    if _is_float(elem):
        q = np.asarray(a, np.float64) / np.asarray(b, np.float64)
        return q if mode is None else np.floor(q) if mode == 'floor' else np.trunc(q)
    if mode in ('trunc', 'floor'):
        a, b = np.asarray(a, np.int64), np.asarray(b, np.int64)
        if np.any(b == 0):
            raise Unsupported('integer division by zero')
        return np.floor_divide(a, b) if mode == 'floor' else np.trunc(a / b)  # small inputs: exact
    raise Unsupported('integer division mode %s' % mode)


def _gelu(x, mode):
    if mode == 'tanh':
        return 0.5 * x * (1 + np.tanh(math.sqrt(2 / math.pi) * (x + 0.044715 * x ** 3)))
    return 0.5 * x * (1 + _erf(x / math.sqrt(2)))


def _reduce(fn, x, dims, keep):
    return fn(x, axis=dims, keepdims=bool(keep)) if x.ndim else x


def _clamp(x, lo, hi):
    if lo is not None:
        x = np.maximum(x, lo)
    if hi is not None:
        x = np.minimum(x, hi)
    return x


def _in_type(v, elem):
    """A scalar operand as the tensor's element type holds it (torch casts scalars to it)."""
    return float(np.float32(v)) if elem == 'f32' else float(np.float16(v)) if elem == 'f16' else v


def _shift(a, b, elem, left):
    """Shifts of the declared width: a count outside [0, width) is left to the backend."""
    bits = _WIDTH.get(elem, 0)
    b = np.asarray(b, np.int64)
    if not bits or np.any(b < 0) or np.any(b >= bits):
        raise Unsupported('shift count outside the width')
    a = np.asarray(a, np.int64)
    return a << b if left else a >> b


def _fl(x):
    return np.asarray(x, np.float64)


def _slice(x, d, a, b, step):
    d = _dim(d, x.ndim)
    idx = [slice(None)] * x.ndim
    idx[d] = slice(a, b, step)
    return x[tuple(idx)]


def _select(x, d, i):
    d = _dim(d, x.ndim)
    return np.take(x, i, axis=d)


def _flatten(x, a, b):
    if x.ndim == 0:
        return x.reshape(1)
    a, b = _dim(a, x.ndim), _dim(b, x.ndim)
    return x.reshape(x.shape[:a] + (-1,) + x.shape[b + 1:])


def _unflatten(x, d, sizes):
    d = _dim(d, x.ndim)
    return x.reshape(x.shape[:d] + tuple(sizes) + x.shape[d + 1:])


def _expand(x, sizes):
    x = x.reshape((1,) * (len(sizes) - x.ndim) + x.shape)
    return np.broadcast_to(x, [x.shape[k] if s == -1 else s for k, s in enumerate(sizes)])


def _pad_nd(x, pad, value):
    widths = [(0, 0)] * x.ndim
    for k in range(len(pad) // 2):
        widths[x.ndim - 1 - k] = (pad[2 * k], pad[2 * k + 1])
    if any(a < 0 or b < 0 for a, b in widths):
        raise Unsupported('negative padding')
    return np.pad(x, widths, constant_values=value)


def _pad_mode(x, pad, mode):
    """reflection (the edge not repeated) / replication padding, pairs from the last dim."""
    widths = [(0, 0)] * x.ndim
    for k in range(len(pad) // 2):
        widths[x.ndim - 1 - k] = (pad[2 * k], pad[2 * k + 1])
    return np.pad(x, widths, mode=mode)


def _layer_norm(x, shape, w, b, eps):
    axes = tuple(range(x.ndim - len(shape), x.ndim))
    m = x.mean(axis=axes, keepdims=True)
    v = ((x - m) ** 2).mean(axis=axes, keepdims=True)
    y = (x - m) / np.sqrt(v + eps)
    return y * (1 if w is None else w) + (0 if b is None else b)


def _batch_norm(x, w, b, mean, var, training, eps):
    if training:
        raise Unsupported('batch_norm training')
    shp = [1] * x.ndim
    shp[1] = x.shape[1]
    y = (x - mean.reshape(shp)) / np.sqrt(var.reshape(shp) + eps)
    if w is not None:
        y = y * w.reshape(shp)
    if b is not None:
        y = y + b.reshape(shp)
    return y


def _conv(x, w, b, s, p, d, transposed, groups):
    if transposed:
        raise Unsupported('transposed convolution')
    one_d = x.ndim == 3
    if one_d:
        x, w = x[:, :, None, :], w[:, :, None, :]
        s, p, d = [1] + _pair(s, 1, 1), [0] + _pair(p, 1, 0), [1] + _pair(d, 1, 1)
    else:
        s, p, d = _pair(s, 2, 1), _pair(p, 2, 0), _pair(d, 2, 1)
    y = _conv2d(_fl(x), _fl(w), None if b is None else _fl(b), s, p, d, groups)
    return y[:, :, 0] if one_d else y


def _argmax(x, d, keep):
    if d is None:
        r = np.argmax(x.reshape(-1))
        return np.full([1] * x.ndim, r) if keep else np.asarray(r)
    r = np.argmax(x, axis=_dim(d, x.ndim))
    return np.expand_dims(r, _dim(d, x.ndim)) if keep else r


def _mean(x, dims, keep):
    return _reduce(np.mean, _fl(x), dims, keep)


# name -> (function of the operand values, what the result element type means to it)
# The functions take the operands as evaluated (arrays, numbers, lists, None, strings)
# and the result element type; they return an array the caller casts to that type.
OPS = {
    'torch.aten.tanh': lambda a, e: np.tanh(_fl(a[0])),
    'torch.aten.sigmoid': lambda a, e: 1 / (1 + np.exp(-_fl(a[0]))),
    'torch.aten.exp': lambda a, e: np.exp(_fl(a[0])),
    'torch.aten.log': lambda a, e: np.log(_fl(a[0])),
    'torch.aten.sqrt': lambda a, e: np.sqrt(_fl(a[0])),
    'torch.aten.rsqrt': lambda a, e: 1 / np.sqrt(_fl(a[0])),
    'torch.aten.reciprocal': lambda a, e: 1 / _fl(a[0]),
    'torch.aten.abs': lambda a, e: np.abs(a[0]),
    'torch.aten.neg': lambda a, e: -a[0] if a[0].dtype != np.bool_ else a[0],
    'torch.aten.floor': lambda a, e: np.floor(a[0]) if _is_float(e) else a[0],
    'torch.aten.ceil': lambda a, e: np.ceil(a[0]) if _is_float(e) else a[0],
    'torch.aten.erf': lambda a, e: _erf(_fl(a[0])),
    'torch.aten.sin': lambda a, e: np.sin(_fl(a[0])),
    'torch.aten.cos': lambda a, e: np.cos(_fl(a[0])),
    'torch.aten.relu': lambda a, e: np.maximum(a[0], 0),
    'torch.aten.log2': lambda a, e: np.log2(_fl(a[0])),
    'torch.aten.log10': lambda a, e: np.log10(_fl(a[0])),
    'torch.aten.log1p': lambda a, e: np.log1p(_fl(a[0])),
    'torch.aten.expm1': lambda a, e: np.expm1(_fl(a[0])),
    'torch.aten.tan': lambda a, e: np.tan(_fl(a[0])),
    'torch.aten.square': lambda a, e: a[0] * a[0],
    'torch.aten.silu': lambda a, e: _fl(a[0]) / (1 + np.exp(-_fl(a[0]))),
    'torch.aten.hardswish': lambda a, e: _fl(a[0]) * np.clip(_fl(a[0]) + 3, 0, 6) / 6,
    'torch.aten.hardsigmoid': lambda a, e: np.clip(_fl(a[0]) / 6 + 0.5, 0, 1),
    'torch.aten.relu6': lambda a, e: np.clip(_fl(a[0]), 0, 6),
    'torch.aten.gelu': lambda a, e: _gelu(_fl(a[0]), a[1] if len(a) > 1 else 'none'),
    'torch.aten.logit': lambda a, e: (lambda z: np.log(z / (1 - z)))(
        _fl(a[0]) if len(a) < 2 or a[1] is None else np.clip(_fl(a[0]), _in_type(a[1], e), _in_type(1 - a[1], e))),
    'torch.aten.trunc': lambda a, e: np.trunc(a[0]),
    'torch.aten.softplus': lambda a, e: (lambda x, beta, th: np.where(beta * x > th, x, np.log1p(np.exp(beta * x)) / beta))(
        _fl(a[0]), a[1] if len(a) > 1 else 1.0, a[2] if len(a) > 2 else 20.0),
    'torch.aten.mish': lambda a, e: _fl(a[0]) * np.tanh(np.log1p(np.exp(_fl(a[0])))),
    'torch.aten.elu': lambda a, e: (lambda x, al, sc, isc: sc * np.where(x > 0, x, al * np.expm1(isc * x)))(
        _fl(a[0]), a[1] if len(a) > 1 else 1.0, a[2] if len(a) > 2 else 1.0, a[3] if len(a) > 3 else 1.0),
    'torch.aten.sign': lambda a, e: np.sign(a[0]),
    'torch.aten.add.Tensor': lambda a, e: a[0] + a[1] * (a[2] if len(a) > 2 else 1),
    'torch.aten.add.Scalar': lambda a, e: a[0] + a[1] * (a[2] if len(a) > 2 else 1),
    'torch.aten.sub.Tensor': lambda a, e: a[0] - a[1] * (a[2] if len(a) > 2 else 1),
    'torch.aten.sub.Scalar': lambda a, e: a[0] - a[1] * (a[2] if len(a) > 2 else 1),
    'torch.aten.rsub.Scalar': lambda a, e: a[1] - a[0] * (a[2] if len(a) > 2 else 1),
    'torch.aten.mul.Tensor': lambda a, e: a[0] * a[1],
    'torch.aten.mul.Scalar': lambda a, e: a[0] * a[1],
    'torch.aten.div.Tensor': lambda a, e: _div_mode(a[0], a[1], None, e),
    'torch.aten.div.Scalar': lambda a, e: _div_mode(a[0], a[1], None, e),
    'torch.aten.div.Tensor_mode': lambda a, e: _div_mode(a[0], a[1], a[2], e),
    'torch.aten.div.Scalar_mode': lambda a, e: _div_mode(a[0], a[1], a[2], e),
    'torch.aten.maximum': lambda a, e: np.maximum(a[0], a[1]),
    'torch.aten.minimum': lambda a, e: np.minimum(a[0], a[1]),
    'torch.aten.pow.Tensor_Scalar': lambda a, e: np.power(_fl(a[0]), a[1]),
    'torch.aten.pow.Tensor_Tensor': lambda a, e: np.power(_fl(a[0]), _fl(a[1])),
    'torch.aten.pow.Scalar': lambda a, e: np.power(float(a[0]), _fl(a[1])),
    'torch.aten.eq.Tensor': lambda a, e: a[0] == a[1], 'torch.aten.eq.Scalar': lambda a, e: a[0] == a[1],
    'torch.aten.ne.Tensor': lambda a, e: a[0] != a[1], 'torch.aten.ne.Scalar': lambda a, e: a[0] != a[1],
    'torch.aten.gt.Tensor': lambda a, e: a[0] > a[1], 'torch.aten.gt.Scalar': lambda a, e: a[0] > a[1],
    'torch.aten.ge.Tensor': lambda a, e: a[0] >= a[1], 'torch.aten.ge.Scalar': lambda a, e: a[0] >= a[1],
    'torch.aten.lt.Tensor': lambda a, e: a[0] < a[1], 'torch.aten.lt.Scalar': lambda a, e: a[0] < a[1],
    'torch.aten.le.Tensor': lambda a, e: a[0] <= a[1], 'torch.aten.le.Scalar': lambda a, e: a[0] <= a[1],
    'torch.aten.logical_and': lambda a, e: (a[0] != 0) & (a[1] != 0),
    'torch.aten.logical_or': lambda a, e: (a[0] != 0) | (a[1] != 0),
    'torch.aten.logical_xor': lambda a, e: (a[0] != 0) ^ (a[1] != 0),
    'torch.aten.logical_not': lambda a, e: a[0] == 0,
    'torch.aten.bitwise_and.Tensor': lambda a, e: np.bitwise_and(a[0], a[1]),
    'torch.aten.bitwise_and.Scalar': lambda a, e: np.bitwise_and(a[0], a[1]),
    'torch.aten.bitwise_or.Tensor': lambda a, e: np.bitwise_or(a[0], a[1]),
    'torch.aten.bitwise_xor.Tensor': lambda a, e: np.bitwise_xor(a[0], a[1]),
    'torch.aten.bitwise_not': lambda a, e: ~a[0],
    'torch.aten.bitwise_left_shift.Tensor': lambda a, e: _shift(a[0], a[1], e, True),
    'torch.aten.bitwise_right_shift.Tensor': lambda a, e: _shift(a[0], a[1], e, False),
    'torch.aten.__rshift__.Scalar': lambda a, e: _shift(a[0], a[1], e, False),
    'torch.aten.__lshift__.Scalar': lambda a, e: _shift(a[0], a[1], e, True),
    'torch.prim.NumToTensor.Scalar': lambda a, e: np.asarray(a[0]),
    'torch.aten.fill.Scalar': lambda a, e: np.full(np.shape(a[0]), a[1]),
    'torch.aten.zeros': lambda a, e: np.zeros(a[0]),
    'torch.aten.ones': lambda a, e: np.ones(a[0]),
    'torch.aten.full': lambda a, e: np.full(a[0], a[1]),
    'torch.aten.where.self': lambda a, e: np.where(a[0] != 0, a[1], a[2]),
    'torch.aten.where.Scalar': lambda a, e: np.where(a[0] != 0, a[1], a[2]),
    'torch.aten.where.ScalarSelf': lambda a, e: np.where(a[0] != 0, a[1], a[2]),
    'torch.aten.where.ScalarOther': lambda a, e: np.where(a[0] != 0, a[1], a[2]),
    'torch.aten.masked_fill.Scalar': lambda a, e: np.where(a[1] != 0, a[2], a[0]),
    'torch.aten.masked_fill.Tensor': lambda a, e: np.where(a[1] != 0, a[2], a[0]),
    'torch.aten.clamp': lambda a, e: _clamp(a[0], a[1], a[2]),
    'torch.aten.clamp.Tensor': lambda a, e: _clamp(a[0], a[1], a[2]),
    'torch.aten.clamp_min': lambda a, e: _clamp(a[0], a[1], None),
    'torch.aten.clamp_max': lambda a, e: _clamp(a[0], None, a[1]),
    'torch.aten.hardtanh': lambda a, e: _clamp(a[0], a[1], a[2]),
    'torch.aten.leaky_relu': lambda a, e: np.where(a[0] > 0, a[0], a[0] * (a[1] if len(a) > 1 else 0.01)),
    'torch.aten.threshold': lambda a, e: np.where(a[0] > a[1], a[0], a[2]),
    'torch.aten.to.dtype': lambda a, e: a[0],
    'torch.aten._to_copy': lambda a, e: a[0],
    'torch.aten.type_as': lambda a, e: a[0],
    'torch.aten.contiguous': lambda a, e: a[0],
    'torch.aten.clone': lambda a, e: a[0],
    'torch.aten.detach': lambda a, e: a[0],
    'torch.aten.alias': lambda a, e: a[0],
    'torch.aten.lift_fresh_copy': lambda a, e: a[0],
    'torch.aten.dropout': lambda a, e: a[0] if not a[2] else None,
    'torch_c.from_builtin_tensor': lambda a, e: a[0],
    'torch_c.to_builtin_tensor': lambda a, e: a[0],
    'torch.aten.view': lambda a, e: a[0].reshape(a[1]),
    'torch.aten.reshape': lambda a, e: a[0].reshape(a[1]),
    'torch.aten._unsafe_view': lambda a, e: a[0].reshape(a[1]),
    'torch.aten.flatten.using_ints': lambda a, e: _flatten(a[0], a[1], a[2]),
    'torch.aten.unflatten.int': lambda a, e: _unflatten(a[0], a[1], a[2]),
    'torch.aten.squeeze': lambda a, e: np.squeeze(a[0]),
    'torch.aten.squeeze.dim': lambda a, e: (np.squeeze(a[0], _dim(a[1], a[0].ndim))
                                             if a[0].ndim and a[0].shape[_dim(a[1], a[0].ndim)] == 1 else a[0]),
    'torch.aten.unsqueeze': lambda a, e: np.expand_dims(a[0], _dim(a[1], a[0].ndim + 1)),
    'torch.aten.permute': lambda a, e: np.transpose(a[0], [_dim(d, a[0].ndim) for d in a[1]]),
    'torch.aten.transpose.int': lambda a, e: np.swapaxes(a[0], _dim(a[1], a[0].ndim), _dim(a[2], a[0].ndim)) if a[0].ndim > 1 else a[0],
    'torch.aten.t': lambda a, e: a[0].T,
    'torch.aten.slice.Tensor': lambda a, e: _slice(a[0], a[1], a[2], a[3], a[4]),
    'torch.aten.select.int': lambda a, e: _select(a[0], a[1], a[2]),
    'torch.aten.cat': lambda a, e: np.concatenate(a[0], axis=_dim(a[1], a[0][0].ndim)),
    'torch.aten.expand': lambda a, e: _expand(a[0], a[1]),
    'torch.aten.broadcast_to': lambda a, e: _expand(a[0], a[1]),
    'torch.aten.repeat': lambda a, e: np.tile(a[0], a[1]),
    'torch.aten.flip': lambda a, e: np.flip(a[0], [_dim(d, a[0].ndim) for d in a[1]]),
    'torch.aten.constant_pad_nd': lambda a, e: _pad_nd(a[0], a[1], a[2] if len(a) > 2 else 0),
    'torch.aten.reflection_pad1d': lambda a, e: _pad_mode(a[0], a[1], 'reflect'),
    'torch.aten.reflection_pad2d': lambda a, e: _pad_mode(a[0], a[1], 'reflect'),
    'torch.aten.reflection_pad3d': lambda a, e: _pad_mode(a[0], a[1], 'reflect'),
    'torch.aten.replication_pad1d': lambda a, e: _pad_mode(a[0], a[1], 'edge'),
    'torch.aten.replication_pad2d': lambda a, e: _pad_mode(a[0], a[1], 'edge'),
    'torch.aten.replication_pad3d': lambda a, e: _pad_mode(a[0], a[1], 'edge'),
    'torch.aten.index_select': lambda a, e: np.take(a[0], np.asarray(a[2], np.int64).reshape(-1), axis=_dim(a[1], a[0].ndim)),
    'torch.aten.embedding': lambda a, e: a[0][np.asarray(a[1], np.int64)],
    'torch.aten.mm': lambda a, e: _matmul(_fl(a[0]), _fl(a[1])),
    'torch.aten.bmm': lambda a, e: _matmul(_fl(a[0]), _fl(a[1])),
    'torch.aten.matmul': lambda a, e: _matmul(_fl(a[0]), _fl(a[1])),
    'torch.aten.linear': lambda a, e: _matmul(_fl(a[0]), _fl(a[1]).T) + (0 if len(a) < 3 or a[2] is None else a[2]),
    'torch.aten.addmm': lambda a, e: (a[3] if len(a) > 3 else 1) * a[0] * (0 if len(a) > 3 and a[3] == 0 else 1)
                                     + (a[4] if len(a) > 4 else 1) * _matmul(_fl(a[1]), _fl(a[2])),
    'torch.aten.convolution': lambda a, e: _conv(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[8]),
    'torch.aten.conv2d': lambda a, e: _conv(a[0], a[1], a[2], a[3], a[4], a[5], False, a[6]),
    'torch.aten.max_pool2d': lambda a, e: (_pool_nd(_fl(a[0]), _pair(a[1], 2, 1), _pair(a[2], 2, None) if a[2] else _pair(a[1], 2, 1),
                                                    _pair(a[3], 2, 0), a[5], False, False, False)
                                           if _pair(a[4], 2, 1) == [1, 1] else None),
    'torch.aten.avg_pool2d': lambda a, e: (_pool_nd(_fl(a[0]), _pair(a[1], 2, 1), _avg_stride(a[2], a[1], 2),
                                                    _pair(a[3], 2, 0), a[4], True, a[5], False)
                                           if (len(a) < 7 or a[6] is None) and _avg_stride(a[2], a[1], 2) else None),
    'torch.aten.max_pool1d': lambda a, e: (_pool_nd(_fl(a[0]), _pair(a[1], 1, 1), _pair(a[2], 1, None) if a[2] else _pair(a[1], 1, 1),
                                                    _pair(a[3], 1, 0), a[5], False, False, True)
                                           if _pair(a[4], 1, 1) == [1] else None),
    'torch.aten.avg_pool1d': lambda a, e: (_pool_nd(_fl(a[0]), _pair(a[1], 1, 1), _avg_stride(a[2], a[1], 1),
                                                    _pair(a[3], 1, 0), a[4], True, a[5], True)
                                           if _avg_stride(a[2], a[1], 1) else None),
    'torch.aten.adaptive_avg_pool2d': lambda a, e: _fl(a[0]).mean(axis=(2, 3), keepdims=True) if list(a[1]) == [1, 1] else None,
    'torch.aten.softmax.int': lambda a, e: _softmax(_fl(a[0]), _dim(a[1], a[0].ndim), False),
    'torch.aten._softmax': lambda a, e: _softmax(_fl(a[0]), _dim(a[1], a[0].ndim), False),
    'torch.aten.log_softmax.int': lambda a, e: _softmax(_fl(a[0]), _dim(a[1], a[0].ndim), True),
    'torch.aten._log_softmax': lambda a, e: _softmax(_fl(a[0]), _dim(a[1], a[0].ndim), True),
    'torch.aten.sum': lambda a, e: np.sum(as_dtype(a[0], e)),
    'torch.aten.sum.dim_IntList': lambda a, e: _reduce(np.sum, as_dtype(a[0], e), _dims(a[1], a[0].ndim), a[2]),
    'torch.aten.mean': lambda a, e: np.mean(_fl(a[0])),
    'torch.aten.mean.dim': lambda a, e: _mean(a[0], _dims(a[1], a[0].ndim), a[2]),
    'torch.aten.amax': lambda a, e: _reduce(np.max, a[0], _dims(a[1], a[0].ndim), a[2] if len(a) > 2 else False),
    'torch.aten.amin': lambda a, e: _reduce(np.min, a[0], _dims(a[1], a[0].ndim), a[2] if len(a) > 2 else False),
    'torch.aten.max': lambda a, e: np.max(a[0]),
    'torch.aten.min': lambda a, e: np.min(a[0]),
    'torch.aten.prod.dim_int': lambda a, e: _reduce(np.prod, as_dtype(a[0], e), _dims(a[1], a[0].ndim), a[2]),
    'torch.aten.prod': lambda a, e: np.prod(as_dtype(a[0], e)),
    'torch.aten.argmax': lambda a, e: _argmax(a[0], a[1] if len(a) > 1 else None, a[2] if len(a) > 2 else False),
    'torch.aten.any': lambda a, e: np.any(a[0] != 0),
    'torch.aten.all': lambda a, e: np.all(a[0] != 0),
    'torch.aten.any.dim': lambda a, e: _reduce(np.any, a[0] != 0, _dims(a[1], a[0].ndim), a[2]),
    'torch.aten.all.dim': lambda a, e: _reduce(np.all, a[0] != 0, _dims(a[1], a[0].ndim), a[2]),
    'torch.aten.layer_norm': lambda a, e: _layer_norm(_fl(a[0]), a[1], a[2], a[3], a[4]),
    'torch.aten.batch_norm': lambda a, e: _batch_norm(_fl(a[0]), a[1], a[2], a[3], a[4], a[5], a[7]),
}

def _extreme_dim(x, d, keep, is_min):
    """(values, indices) of max.dim / min.dim: the first extreme along d."""
    d = _dim(d, x.ndim)
    i = np.argmin(x, axis=d) if is_min else np.argmax(x, axis=d)
    v = np.min(x, axis=d) if is_min else np.max(x, axis=d)
    return (np.expand_dims(v, d), np.expand_dims(i, d)) if keep else (v, i)


# ops with several results: operands -> tuple of results
MULTI = {
    'torch.aten.max.dim': lambda a: _extreme_dim(a[0], a[1], a[2], False),
    'torch.aten.min.dim': lambda a: _extreme_dim(a[0], a[1], a[2], True),
}

# scalar arithmetic on !torch.int values
SCALAR_OPS = {
    'torch.aten.size.int': lambda a: a[0].shape[_dim(a[1], a[0].ndim)] if a[0].ndim else 1,
    'torch.aten.numel': lambda a: int(a[0].size),
    'torch.aten.add.int': lambda a: a[0] + a[1], 'torch.aten.sub.int': lambda a: a[0] - a[1],
    'torch.aten.mul.int': lambda a: a[0] * a[1], 'torch.aten.floordiv.int': lambda a: a[0] // a[1],
    'torch.aten.neg.int': lambda a: -a[0],
}


def _func_text(text, func):
    """The argument list and body of func (or the first function)."""
    pat = r'func\.func\s+(?:\w+\s+)?@"?%s"?\s*\(' % (re.escape(func) if func else r'[\w$.\-]+')
    m = re.search(pat, text)
    if not m:
        raise Unsupported('function not found')
    depth, k = 1, m.end()
    while depth:
        depth += {'(': 1, ')': -1}.get(text[k], 0)
        k += 1
    args = text[m.end():k - 1]
    body_start = text.index('{', k)
    if re.search(r'attributes\s*$', text[k:body_start]):   # skip `attributes {...}`
        depth, j = 1, body_start + 1
        while depth:
            depth += {'{': 1, '}': -1}.get(text[j], 0)
            j += 1
        body_start = text.index('{', j)
    depth, j = 1, body_start + 1
    while depth:
        depth += {'{': 1, '}': -1}.get(text[j], 0)
        j += 1
    return args, text[body_start + 1:j - 1]


def _statements(body):
    """Op statements, one per line (a line may continue an open bracket)."""
    out, cur, depth = [], '', 0
    for line in body.split('\n'):
        line = re.sub(r'//.*$', '', line).strip()
        if not line:
            continue
        starts = re.match(r'^(%[\w$.\-]+(\s*,\s*%[\w$.\-]+)*(:\d+)?\s*=|return\b|func\.return\b)', line)
        if not cur and not starts and out:   # an op written over several lines: operands, `: types`
            cur = out.pop()
        cur = (cur + ' ' + line).strip()
        depth = sum(cur.count(c) for c in '([<{') - sum(cur.count(c) for c in ')]>}') + cur.count('->')
        if depth <= 0:
            out.append(cur)
            cur = ''
    return out


def evaluate(text, inputs, func=None):
    """The returned values of func applied to inputs (numpy arrays, one per argument)."""
    args, body = _func_text(text, func)
    env = {}
    decl = re.findall(r'(%[\w$.\-]+)\s*:\s*(\S+)', args)
    if len(decl) != len(inputs):
        raise Unsupported('argument count')
    for (n, t), v in zip(decl, inputs):
        t = t.rstrip(',')
        scalar = {'!torch.int': int, '!torch.float': float, '!torch.bool': bool}.get(t)
        if scalar:   # a scalar argument arrives as a rank-0 array; ops see the Python number
            env[n] = scalar(np.asarray(v).reshape(-1)[0])
            continue
        tt = torch_type(t)
        env[n] = as_dtype(v, tt[1]) if tt else np.asarray(v)   # a ui8 input's bits read unsigned
    for st in _statements(body):
        if st.startswith('return') or st.startswith('func.return'):
            vals = _SSA.findall(st.split(':')[0])
            return [env[v] for v in vals]
        m = re.match(r'^(%[\w$.\-]+(?:\s*,\s*%[\w$.\-]+)*|%[\w$.\-]+:\d+)\s*=\s*([\w.$]+)\s*(.*)$', st)
        if not m:
            raise Unsupported('statement ' + st[:40])
        res, name, rest = m.groups()
        if ',' in res or ':' in res:   # several results: %a, %b = ... or %r:2 = ... (used as %r#k)
            vals = MULTI.get(name)
            if vals is None:
                raise Unsupported(name + ' with several results')
            heads, _, types = rest.partition(':')
            out = vals([env[v] for v in _SSA.findall(heads)])
            elems = [torch_type(t)[1] for t in _split_top(types.rsplit('->', 1)[-1])]
            names = [r.strip() for r in res.split(',')] if ',' in res else \
                ['%s#%d' % (res.split(':')[0], k) for k in range(int(res.split(':')[1]))]
            for n, v, e in zip(names, out, elems):
                env[n] = as_dtype(v, e)
            continue
        env[res] = _eval_op(name, rest, env)
    raise Unsupported('no return')


def _eval_op(name, rest, env):
    if name == 'torch.constant.int':
        return int(rest.split()[0])
    if name == 'torch.constant.float':
        t = rest.split()[0]
        if t.lower().lstrip('-').startswith('0x'):   # the f64 bit pattern
            v = struct.unpack('<d', struct.pack('<Q', int(t.lstrip('-'), 16)))[0]
            return -v if t.startswith('-') else v
        return float(t)
    if name == 'torch.constant.bool':
        return rest.split()[0] == 'true'
    if name == 'torch.constant.none':
        return None
    if name in ('torch.constant.str', 'torch.constant.device'):
        return re.match(r'^"([^"]*)"', rest).group(1)
    if name == 'torch.vtensor.literal':
        m = re.match(r'^\((.*)\)\s*:\s*(.+)$', rest)
        tt = torch_type(m.group(2))
        a = decode_dense(m.group(1), {})
        return as_dtype(a, tt[1])
    head, _, types = rest.partition(':')
    operands = [env[v] for v in _SSA.findall(head)]
    if name == 'torch.prim.ListConstruct':
        return list(operands)
    if name in SCALAR_OPS:
        return SCALAR_OPS[name](operands)
    if name == 'torch.derefine':
        return operands[0]
    if 'quantize' in name or name in ('torch.aten._make_per_tensor_quantized_tensor', 'torch.aten.int_repr'):
        rt = torch_type(types.rsplit('->', 1)[-1].strip())
        y = _quant_op(name, operands, rt[1] if rt else '')
        if y is not None:
            return y
    fn = OPS.get(name)
    if fn is None:
        raise Unsupported(name)
    rt = torch_type(types.rsplit('->', 1)[-1].strip())
    if rt is None:
        raise Unsupported('result type of ' + name)
    elem = rt[1]
    # operands: arrays in their own type; the computation is float64 when the result is float
    with np.errstate(all='ignore'):
        ops = [np.asarray(o, np.float64) if isinstance(o, np.ndarray) and _is_float(elem) and o.dtype != np.bool_
               else o for o in operands]
        y = fn(ops, elem)
    if y is None:
        raise Unsupported(name + ' with these operands')
    return as_dtype(y, elem)
