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
    return e in ('f16', 'bf16', 'f32', 'f64') or e.startswith(('f8E', 'f4E'))


_WIDTH = {'si4': 4, 'si8': 8, 'ui8': 8, 'si16': 16, 'si32': 32, 'si64': 64, 'i8': 8, 'i16': 16, 'i32': 32, 'i64': 64}


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
    if name == 'torch.aten._make_per_channel_quantized_tensor':   # scale, zp per index of axis a[3]
        q = np.asarray(a[0], np.int64).view(_Quantized)
        shape = [1] * q.ndim
        shape[_dim(a[3], q.ndim)] = -1
        q.q_scale, q.q_zp = np.asarray(a[1], np.float64).reshape(shape), np.asarray(a[2], np.int64).reshape(shape)
        return q
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


def _pool_general(x, n, avg, k, s, p, d, ceil, include_pad, divisor):
    """x [N, C, S1..Sn] pooled, tap by tap: window o reads input positions
    o*s - p + t*d (t < k) of each dim; taps outside the input are padding (ignored
    by max, zero for a sum). The output size is PyTorch's (with ceil_mode the last
    window starts inside the input or its left padding). An average divides by
    divisor_override, else by the taps inside the padded input (count_include_pad;
    a ceil_mode overhang beyond the padding is not counted) or inside the input."""
    sp = x.shape[2:]
    osz = []
    for j in range(n):
        span = d[j] * (k[j] - 1) + 1
        o = (sp[j] + 2 * p[j] - span + ((s[j] - 1) if ceil else 0)) // s[j] + 1
        if ceil and (o - 1) * s[j] >= sp[j] + p[j]:
            o -= 1
        osz.append(o)
    y = np.empty(x.shape[:2] + tuple(osz))
    for idx in np.ndindex(*osz):
        pos = [[idx[j] * s[j] - p[j] + t * d[j] for t in range(k[j])] for j in range(n)]
        inside = [[q for q in pos[j] if 0 <= q < sp[j]] for j in range(n)]
        padded = [sum(1 for q in pos[j] if -p[j] <= q < sp[j] + p[j]) for j in range(n)]
        win = x[(slice(None), slice(None)) + np.ix_(*inside)] if all(inside) else None
        if avg:
            total = win.reshape(x.shape[0], x.shape[1], -1).sum(axis=2) if win is not None else 0.0
            div = divisor if divisor else int(np.prod(padded if include_pad else [len(v) for v in inside]))
            y[(slice(None), slice(None)) + idx] = total / div if div else np.nan
        else:
            y[(slice(None), slice(None)) + idx] = win.reshape(x.shape[0], x.shape[1], -1).max(axis=2) if win is not None else -np.inf
    return y


def _torch_pool(a, n, avg):
    """max_poolNd (x, kernel, stride, padding, dilation, ceil_mode);
    avg_poolNd (x, kernel, stride, padding, ceil_mode, count_include_pad, divisor_override),
    whose stride list torch-mlir may follow by the dilation ([s.., d..])."""
    x = _fl(a[0])
    k = _pair(a[1], n, 1)
    st = a[2] if isinstance(a[2], list) else [a[2]]
    d = [1] * n
    if avg and len(st) == 2 * n:
        st, d = st[:n], st[n:]
    s = _pair(st, n, None) if st else list(k)
    p = _pair(a[3], n, 0)
    if avg:
        ceil, inc = a[4], (a[5] if len(a) > 5 else True)
        div = a[6] if len(a) > 6 and a[6] is not None else 0
    else:
        d, ceil, inc, div = _pair(a[4], n, 1), a[5], True, 0
    batchless = x.ndim == n + 1
    y = _pool_general(x[None] if batchless else x, n, avg, k, s, p, d, ceil, inc, div)
    return y[0] if batchless else y


def _sdpa(a):
    """scaled_dot_product_attention (q, k, v, attn_mask, dropout_p, is_causal, scale,
    enable_gqa) as PyTorch documents it: softmax(q k^T * scale + bias) v, scale
    1/sqrt(E) when none; a bool mask adds -inf where false, a float mask is added;
    is_causal adds -inf where key j > query i; fewer key/value heads are repeated
    (repeat_interleave on dim -3) up to the query's heads."""
    q, k, v = _fl(a[0]), _fl(a[1]), _fl(a[2])
    if a[4]:
        return None
    scale = a[6] if len(a) > 6 and a[6] is not None else 1.0 / math.sqrt(q.shape[-1])
    if q.ndim >= 3:
        k = np.repeat(k, q.shape[-3] // k.shape[-3], axis=-3)
        v = np.repeat(v, q.shape[-3] // v.shape[-3], axis=-3)
    w = np.matmul(q, np.swapaxes(k, -1, -2)) * scale
    m = a[3]
    if m is not None:
        m = np.asarray(m)
        w = np.where(m, w, -np.inf) if m.dtype == np.bool_ else w + m
    if a[5]:
        L, S = w.shape[-2:]
        w = w + np.where(np.arange(S)[None, :] > np.arange(L)[:, None], -np.inf, 0.0)
    return np.matmul(_softmax(w, -1, False), v)


def _resize_axis(x, axis, out, sf, linear, align):
    """PyTorch's upsampling along one axis. The scale is 1/sf when a scale factor is
    given, else in/out. nearest: source floor(o * scale) (float32, as ATen computes
    it), at most in - 1. linear: source o * (in - 1)/(out - 1) with align_corners, else
    (o + 0.5) * scale - 0.5 clamped at 0; blend of floor(src) and the next element."""
    n = x.shape[axis]
    if not linear:
        scale = np.float32(1.0 / sf) if sf else np.float32(n) / np.float32(out)
        idx = [min(int(np.floor(np.float32(o) * scale)), n - 1) for o in range(out)]
        return np.take(x, idx, axis=axis)
    if align:
        src = np.array([o * (n - 1) / (out - 1) if out > 1 else 0.0 for o in range(out)])
    else:
        scale = 1.0 / sf if sf else n / out
        src = np.maximum((np.arange(out) + 0.5) * scale - 0.5, 0.0)
    i0 = np.minimum(np.floor(src).astype(np.int64), n - 1)
    i1 = np.minimum(i0 + 1, n - 1)
    lam = (src - i0).reshape([-1 if k == axis else 1 for k in range(x.ndim)])
    return np.take(x, i0, axis=axis) * (1 - lam) + np.take(x, i1, axis=axis) * lam


def _upsample(x, size, sfs, linear, align):
    x = _fl(x)
    nsp = x.ndim - 2
    size = None if size is None or (isinstance(size, list) and not size) else _pair(size, nsp, None)
    sfs = None if sfs is None or (isinstance(sfs, list) and not sfs) else _pair(sfs, nsp, None)
    for j in range(nsp):
        sf = sfs[j] if sfs else None
        out = size[j] if size else int(math.floor(x.shape[2 + j] * sf))
        x = _resize_axis(x, 2 + j, out, sf, linear, align)
    return x


def _onnx_mode(mode):
    """torch-mlir's ONNX Resize modes in __interpolate's mode string: 'nearest<coord>[,<round>]'
    (coord '' or '_asymmetric', '_half_pixel') or 'bilinear<coord>' ('' = half pixel,
    '_asymmetric', '_half_pixel', '_half_pixel_symmetric', '_pytorch_half_pixel');
    (linear, coord, round) or None."""
    m = re.match(r'^(nearest|bilinear|linear|cubic)(_[a-z_]+)?(?:,(\w+))?$', mode)
    if not m or mode in ('nearest', 'linear', 'bilinear'):
        return None
    linear = 'cubic' if m.group(1) == 'cubic' else m.group(1) != 'nearest'
    coord, rnd = m.group(2) or '', m.group(3) or 'floor'
    ok = ('_half_pixel', '_asymmetric', '_half_pixel_symmetric', '_pytorch_half_pixel') if linear else ('', '_asymmetric', '_half_pixel')
    if (coord and coord not in ok) or rnd not in ('floor', 'ceil', 'round_prefer_floor', 'round_prefer_ceil') or (linear and m.group(3)):
        return None
    return linear, coord or ('_half_pixel' if linear else '_asymmetric'), rnd


def _resize_axis_onnx(x, axis, out, sf, linear, coord, rnd):
    """ONNX Resize along one axis: scale = sf or out/in; source x_out / scale (asymmetric) or
    (x_out + 0.5) / scale - 0.5, half_pixel_symmetric moved by in/2 (1 - out/(in scale))
    with a given scale, pytorch_half_pixel 0 for out 1; nearest rounds it as rnd says; the
    position clamped to [0, in - 1]; linear blends floor and floor + 1."""
    n = x.shape[axis]
    scale = sf if sf else out / n
    o = np.arange(out, dtype=np.float64)
    p = o / scale if coord == '_asymmetric' else (o + 0.5) / scale - 0.5
    if coord == '_half_pixel_symmetric' and sf:
        p = p + n / 2 * (1 - out / (n * scale))
    if coord == '_pytorch_half_pixel' and out == 1:
        p = np.zeros_like(p)
    if linear == 'cubic':   # Keys' cubic convolution, a = -0.75, taps ceil(p) - 2 .. + 1 clamped
        def wgt(t):
            a = -0.75
            return np.where(t <= 1, (a + 2) * t ** 3 - (a + 3) * t ** 2 + 1, a * t ** 3 - 5 * a * t ** 2 + 8 * a * t - 4 * a)
        y = 0
        for k in range(-2, 2):
            tap = np.ceil(p) + k
            w = wgt(np.abs(p - tap)).reshape([-1 if j == axis else 1 for j in range(x.ndim)])
            y = y + np.take(x, np.clip(tap, 0, n - 1).astype(np.int64), axis=axis) * w
        return y
    if not linear:
        f = np.floor(p)
        p = {'floor': f, 'ceil': np.ceil(p), 'round_prefer_floor': np.where(p - f <= 0.5, f, np.ceil(p)),
             'round_prefer_ceil': np.where(p - f >= 0.5, np.ceil(p), f)}[rnd]
    p = np.clip(p, 0, n - 1)
    i0 = np.floor(p).astype(np.int64)
    if not linear:
        return np.take(x, i0, axis=axis)
    i1 = np.minimum(i0 + 1, n - 1)
    lam = (p - i0).reshape([-1 if k == axis else 1 for k in range(x.ndim)])
    return np.take(x, i0, axis=axis) * (1 - lam) + np.take(x, i1, axis=axis) * lam


def _interpolate(a):
    mode = a[3]
    onnx = _onnx_mode(mode)
    if onnx and not (len(a) > 6 and a[6]) and not (len(a) > 4 and a[4]):
        x, nsp = _fl(a[0]), a[0].ndim - 2
        size = None if a[1] is None else _pair(a[1], nsp, None)
        sfs = None if a[2] is None else _pair(a[2], nsp, None)
        for j in range(nsp):
            sf = sfs[j] if sfs and size is None else None
            out = size[j] if size else int(math.floor(x.shape[2 + j] * sfs[j]))
            x = _resize_axis_onnx(x, 2 + j, out, sf, onnx[0], onnx[1], onnx[2])
        return x
    if mode not in ('nearest', 'linear', 'bilinear', 'trilinear') or (len(a) > 6 and a[6]):
        return None
    size, sfs = a[1], a[2]
    if size is None and sfs is not None and len(a) > 5 and a[5]:   # recompute_scale_factor
        n = a[0].ndim - 2
        sfs = _pair(sfs, n, None)
        size, sfs = [int(math.floor(a[0].shape[2 + j] * sfs[j])) for j in range(n)], None
    return _upsample(a[0], size, sfs, mode != 'nearest', bool(a[4]) if len(a) > 4 and a[4] is not None else False)


def _unfold(x, d, size, step):
    """Tensor.unfold: the windows x[.., i*step : i*step + size, ..] of dim d, the
    window as a new last dim; a rank-0 x gives [x]."""
    x = np.asarray(x)
    if x.ndim == 0:
        return x.reshape(1)
    d = _dim(d, x.ndim)
    n = (x.shape[d] - size) // step + 1
    wins = [np.take(x, range(i * step, i * step + size), axis=d) for i in range(n)]
    return np.moveaxis(np.stack(wins, axis=d), d + 1, -1)


def _grid_sampler(x, grid, mode, pad, align):
    """grid_sample (2-D): grid[n, h, w] = (gx, gy) in [-1, 1] addresses x[n, :] at
    ix = ((gx + 1) * (W - 1)) / 2 with align_corners, else ((gx + 1) * W - 1) / 2 (iy
    likewise); padding 0 (zeros) reads 0 outside the image, 1 (border) clamps ix, iy
    into it first; mode 0 blends the 4 neighbours bilinearly, 1 takes the nearest
    (half to even)."""
    if mode not in (0, 1) or pad not in (0, 1):
        return None
    x, grid = _fl(x), _fl(grid)
    N, C, H, W = x.shape

    def unnorm(v, size):
        v = (v + 1) * (size - 1) / 2 if align else ((v + 1) * size - 1) / 2
        return np.clip(v, 0, size - 1) if pad == 1 else v
    ix, iy = unnorm(grid[..., 0], W), unnorm(grid[..., 1], H)

    def tap(yy, xx):
        ok = (xx >= 0) & (xx <= W - 1) & (yy >= 0) & (yy <= H - 1)
        yi, xi = np.clip(yy, 0, H - 1).astype(np.int64), np.clip(xx, 0, W - 1).astype(np.int64)
        v = np.stack([x[n][:, yi[n], xi[n]] for n in range(N)])   # [N, C, Ho, Wo]
        return np.where(ok[:, None], v, 0.0)
    if mode == 1:
        return tap(np.round(iy), np.round(ix))
    x0, y0 = np.floor(ix), np.floor(iy)
    wx1, wy1 = (ix - x0)[:, None], (iy - y0)[:, None]
    return (tap(y0, x0) * (1 - wy1) * (1 - wx1) + tap(y0, x0 + 1) * (1 - wy1) * wx1 +
            tap(y0 + 1, x0) * wy1 * (1 - wx1) + tap(y0 + 1, x0 + 1) * wy1 * wx1)


def _div_mode(a, b, mode, elem):
    if _is_float(elem):
        q = np.asarray(a, np.float64) / np.asarray(b, np.float64)
        return q if mode is None else np.floor(q) if mode == 'floor' else np.trunc(q)
    if mode in ('trunc', 'floor') or mode is None:   # none: a true quotient declared integer truncates
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


def _mx_block_scale(s, rows, k):
    """An MX block scale (one f8E8M0FNU per 32 elements along K) as [rows, K/32], from the
    layouts torch-mlir's _scaled_mm lowering reads: row-major padded to ceil(rows, 128) x
    ceil(K/32, 4) (rank 2, or flattened), or NVIDIA's swizzled storage [blocks * 32, 16],
    where each 32x16 tile holds one 128 x 4 block, entry (r, c) at (r % 32) * 16 +
    (r // 32) * 4 + c. None for another shape."""
    if k % 32:
        return None
    kb = k // 32
    rb, cb = -(-rows // 128), -(-kb // 4)
    pr, pc = rb * 128, cb * 4
    if s.shape in ((pr, pc), (pr * pc,)):
        return s.reshape(pr, pc)[:rows, :kb]
    if s.shape != (rb * cb * 32, 16):
        return None
    flat, out = s.reshape(-1), np.empty((rows, kb))
    for r in range(rows):
        for c in range(kb):
            blk = (r // 128) * cb + c // 4
            out[r, c] = flat[blk * 512 + (r % 128 % 32) * 16 + (r % 128 // 32) * 4 + c % 4]
    return out


def _scaled_mm(a, b, scale_a, scale_b, bias=None, scale_result=None, *rest):
    """torch._scaled_mm: (a @ b) * scale_a * scale_b + bias; scales per tensor, or per row of
    a ([M, 1]) and per column of b ([1, N]), or MX block scales (_mx_block_scale) that
    multiply each 32-element slice of a row of a / a column of b before the product."""
    sa, sb = _fl(scale_a), _fl(scale_b)
    a, b = _fl(a), _fl(b)
    if scale_result is not None:
        raise Unsupported('_scaled_mm with scale_result')
    per_a, per_b = (sa.size == 1 or sa.shape == (a.shape[0], 1)), (sb.size == 1 or sb.shape == (1, b.shape[1]))
    if not (per_a and per_b):
        if a.ndim != 2 or b.ndim != 2:
            raise Unsupported('_scaled_mm with block scales on non-matrices')
        m, k, n = a.shape[0], a.shape[1], b.shape[1]
        ba, bb = _mx_block_scale(sa, m, k), _mx_block_scale(sb, n, k)
        if ba is None or bb is None:
            raise Unsupported('_scaled_mm with these scale shapes')
        y = _matmul(a * np.repeat(ba, 32, axis=1), b * np.repeat(bb, 32, axis=1).T)
        return y if bias is None else y + _fl(bias)
    y = _matmul(a, b) * (sa.reshape(()) if sa.size == 1 else sa) * (sb.reshape(()) if sb.size == 1 else sb)
    return y if bias is None else y + _fl(bias)


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


def _cat(xs, d):
    """PyTorch skips empty rank-1 tensors ([0]) among higher-rank ones."""
    full = [x for x in xs if not (x.ndim == 1 and x.size == 0)] or xs
    return np.concatenate(full, axis=_dim(d, full[0].ndim))


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


def _conv_nd(x, w, b, s, p, d, groups):
    """PyTorch's convolution over the n = x.ndim - 2 spatial dims: y[n, o, j..] =
    b[o] + sum over the group's channels c and taps t of x[n, c, j*s - p + t*d] w[o, c, t]."""
    n = x.ndim - 2
    xp = np.pad(x, [(0, 0), (0, 0)] + [(q, q) for q in p])
    k = w.shape[2:]
    osz = [(xp.shape[2 + j] - d[j] * (k[j] - 1) - 1) // s[j] + 1 for j in range(n)]
    y = np.zeros((x.shape[0], w.shape[0]) + tuple(osz))
    ci, og = w.shape[1], w.shape[0] // groups
    for g in range(groups):
        xs = xp[:, g * ci:(g + 1) * ci]
        for t in np.ndindex(*k):
            sl = tuple(slice(t[j] * d[j], t[j] * d[j] + s[j] * (osz[j] - 1) + 1, s[j]) for j in range(n))
            y[:, g * og:(g + 1) * og] += np.einsum('nc...,oc->no...', xs[(slice(None), slice(None)) + sl],
                                                   w[(slice(g * og, (g + 1) * og), slice(None)) + t])
    if b is not None:
        y += np.asarray(b).reshape((1, -1) + (1,) * n)
    return y


def _conv_transposed_nd(x, w, b, s, p, d, op, groups):
    """PyTorch's transposed convolution: every input element x[n, c, i..] adds
    x * w[c, o, t] to y[n, o, i*s - p + t*d] (o within c's group); the output has
    (L - 1)*s - 2p + d*(k - 1) + output_padding + 1 elements per dim."""
    n = x.ndim - 2
    k = w.shape[2:]
    full = [(x.shape[2 + j] - 1) * s[j] + d[j] * (k[j] - 1) + 1 + op[j] for j in range(n)]
    ci, co = w.shape[0] // groups, w.shape[1]
    y = np.zeros((x.shape[0], co * groups) + tuple(full))
    for g in range(groups):
        xs = x[:, g * ci:(g + 1) * ci]
        for t in np.ndindex(*k):
            sl = tuple(slice(t[j] * d[j], t[j] * d[j] + s[j] * (x.shape[2 + j] - 1) + 1, s[j]) for j in range(n))
            y[(slice(None), slice(g * co, (g + 1) * co)) + sl] += np.einsum(
                'nc...,co->no...', xs, w[(slice(g * ci, (g + 1) * ci), slice(None)) + t])
    out = tuple(slice(p[j], full[j] - p[j]) for j in range(n))
    y = y[(slice(None), slice(None)) + out]
    if b is not None:
        y = y + np.asarray(b).reshape((1, -1) + (1,) * n)
    return y


def _conv(x, w, b, s, p, d, transposed, groups, out_pad=None):
    n = x.ndim - 2
    s, p, d = _pair(s, n, 1), _pair(p, n, 0), _pair(d, n, 1)
    b = None if b is None else _fl(b)
    if transposed:
        return _conv_transposed_nd(_fl(x), _fl(w), b, s, p, d, _pair(out_pad, n, 0), groups)
    return _conv_nd(_fl(x), _fl(w), b, s, p, d, groups)


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
    'torch.tensor_static_info_cast': lambda a, e: a[0],
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
    'torch.aten.cat': lambda a, e: _cat(a[0], a[1]),
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
    'torch.aten._scaled_mm': lambda a, e: _scaled_mm(*a),
    'torch.aten.bmm': lambda a, e: _matmul(_fl(a[0]), _fl(a[1])),
    'torch.aten.matmul': lambda a, e: _matmul(_fl(a[0]), _fl(a[1])),
    'torch.aten.linear': lambda a, e: _matmul(_fl(a[0]), _fl(a[1]).T) + (0 if len(a) < 3 or a[2] is None else a[2]),
    'torch.aten.addmm': lambda a, e: (a[3] if len(a) > 3 else 1) * a[0] * (0 if len(a) > 3 and a[3] == 0 else 1)
                                     + (a[4] if len(a) > 4 else 1) * _matmul(_fl(a[1]), _fl(a[2])),
    'torch.aten.scaled_dot_product_attention': lambda a, e: _sdpa(a),
    'torch.aten.grid_sampler': lambda a, e: _grid_sampler(a[0], a[1], a[2], a[3], a[4]),
    'torch.aten.unfold': lambda a, e: _unfold(a[0], a[1], a[2], a[3]),
    'torch.aten.cumsum': lambda a, e: np.cumsum(as_dtype(a[0], e), axis=_dim(a[1], np.ndim(a[0]))) if np.ndim(a[0]) else as_dtype(a[0], e),
    'torch.aten.upsample_nearest2d': lambda a, e: _upsample(a[0], a[1], [a[2], a[3]] if len(a) > 3 and a[2] is not None and a[3] is not None else None, False, False),
    'torch.aten.upsample_nearest2d.vec': lambda a, e: _upsample(a[0], a[1], a[2], False, False),
    'torch.aten.upsample_bilinear2d': lambda a, e: _upsample(a[0], a[1], [a[3], a[4]] if len(a) > 4 and a[3] is not None and a[4] is not None else None, True, a[2]),
    'torch.aten.upsample_bilinear2d.vec': lambda a, e: _upsample(a[0], a[1], a[3], True, a[2]),
    'torch.aten.__interpolate.size_list_scale_list': lambda a, e: _interpolate(a),
    'torch.aten.convolution': lambda a, e: _conv(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[8], a[7]),
    'torch.aten.conv2d': lambda a, e: _conv(a[0], a[1], a[2], a[3], a[4], a[5], False, a[6]),
    'torch.aten.max_pool1d': lambda a, e: _torch_pool(a, 1, False),
    'torch.aten.max_pool2d': lambda a, e: _torch_pool(a, 2, False),
    'torch.aten.max_pool3d': lambda a, e: _torch_pool(a, 3, False),
    'torch.aten.avg_pool1d': lambda a, e: _torch_pool(a, 1, True),
    'torch.aten.avg_pool2d': lambda a, e: _torch_pool(a, 2, True),
    'torch.aten.avg_pool3d': lambda a, e: _torch_pool(a, 3, True),
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

def _remainder(a, b, elem, trunc):
    """remainder: a - floor(a / b) b (the divisor's sign); fmod: a - trunc(a / b) b."""
    if not _is_float(elem):
        a, b = np.asarray(a, np.int64), np.asarray(b, np.int64)
        if np.any(b == 0):
            raise Unsupported('integer division by zero')
        return np.fmod(a, b) if trunc else np.mod(a, b)
    return np.fmod(_fl(a), _fl(b)) if trunc else _fl(a) - np.floor(_fl(a) / _fl(b)) * _fl(b)


def _tri(x, k, upper):
    r, c = x.shape[-2:]
    i, j = np.meshgrid(np.arange(r), np.arange(c), indexing='ij')
    keep = (j - i >= k) if upper else (j - i <= k)
    return np.where(keep, x, np.zeros_like(x))


def _arange(a, elem):
    start, end, step = (0, a[0], 1) if len(a) < 6 else (a[0], a[1], 1) if len(a) < 7 else (a[0], a[1], a[2])
    n = int(math.ceil((end - start) / step))
    return start + np.arange(n, dtype=np.float64) * step


def _cumsum(x, d, elem):
    return np.cumsum(as_dtype(x, elem), axis=_dim(d, x.ndim)) if x.ndim else as_dtype(x, elem)


def _split_dim(x, d, outer):
    d = _dim(d, x.ndim)
    return x.reshape(x.shape[:d] + (outer, x.shape[d] // outer) + x.shape[d + 1:])


def _round_half_even(x):
    return np.round(x) if np.asarray(x).dtype.kind == 'f' else x


def _diag_embed(x, off, d1, d2):
    n = x.shape[-1]
    m = n + abs(off)
    r = x.ndim + 1
    y = np.zeros(x.shape[:-1] + (m, m))
    for k in range(n):
        i, j = (k, k + off) if off >= 0 else (k - off, k)
        y[..., i, j] = x[..., k]
    # dims -2, -1 hold (dim1, dim2) in that order; move them where asked
    return np.moveaxis(y, (-2, -1), (_dim(d1, r), _dim(d2, r)))


def _vector_norm(x, p, dims, keep):
    x = np.abs(_fl(x))
    if x.ndim == 0:
        return x
    ax = _dims(dims, x.ndim)
    if math.isinf(p):
        return np.max(x, axis=ax, keepdims=bool(keep))
    return np.sum(x ** p, axis=ax, keepdims=bool(keep)) ** (1.0 / p)


def _rotary_embedding(x, pos, cos, sin, interleaved, packed, num_heads, rot_dim, scale):
    """ONNX com.microsoft RotaryEmbedding (torch.onnx.rotary_embedding): x [B, N, S, H] or
    [B, S, N*H], heads of H = 2 * the caches' width; c = cos[pos[b, s]], s = sin[...]; each
    pair (x1, x2) of a head (the halves, or neighbours if interleaved) becomes
    (x1 c - x2 s, x2 c + x1 s); the result times scale (torch-mlir applies it)."""
    if packed or (rot_dim and rot_dim != 2 * cos.shape[1]):
        raise Unsupported('rotary_embedding with packed batching or a partial rotary dim')
    x = _fl(x)
    half = cos.shape[1]
    pos = np.asarray(pos, np.int64)
    c, s = _fl(cos)[pos], _fl(sin)[pos]                       # [B, S, half]
    if x.ndim == 4:
        v = x
    else:                                                      # [B, S, N, H] -> [B, N, S, H]
        v = x.reshape(x.shape[0], x.shape[1], -1, 2 * half).transpose(0, 2, 1, 3)
    c, s = c[:, None], s[:, None]                              # over the heads
    y = np.empty_like(v)
    if interleaved:
        x1, x2 = v[..., 0::2], v[..., 1::2]
        y[..., 0::2], y[..., 1::2] = x1 * c - x2 * s, x2 * c + x1 * s
    else:
        x1, x2 = v[..., :half], v[..., half:]
        y[..., :half], y[..., half:] = x1 * c - x2 * s, x2 * c + x1 * s
    if x.ndim == 3:
        y = y.transpose(0, 2, 1, 3).reshape(x.shape)
    return y * scale


def _max_unpool2d(x, idx, size):
    """max_unpool2d: zeros [.., H, W] (size), out[.., plane].flat[idx[.., plane, i, j]] =
    x[.., plane, i, j], row-major order (of repeated indices the last stays)."""
    x, idx = _fl(x), np.asarray(idx, np.int64)
    h, w = size
    lead = x.shape[:-2]
    xs, ids = x.reshape(-1, x.shape[-2] * x.shape[-1]), idx.reshape(-1, x.shape[-2] * x.shape[-1])
    if np.any(ids < 0) or np.any(ids >= h * w):
        raise Unsupported('max_unpool2d index out of range')
    y = np.zeros((xs.shape[0], h * w))
    for pl in range(xs.shape[0]):
        for k in range(xs.shape[1]):
            y[pl, ids[pl, k]] = xs[pl, k]
    return y.reshape(tuple(lead) + (h, w))


def _scatter(x, d, idx, src):
    """scatter.src / .value: y = x; y[p with dim d replaced by idx[p]] = src[p] (src a tensor
    at least idx's size on every dim, or a number), p over idx in row-major order (of
    repeated targets the last write stays). An index outside [0, size) is an error."""
    d = _dim(d, x.ndim)
    idx = np.asarray(idx, np.int64)
    if idx.ndim != x.ndim or np.any(idx < 0) or np.any(idx >= x.shape[d]):
        raise Unsupported('scatter index out of range')
    y = np.array(x, copy=True)
    for p in np.ndindex(*idx.shape):
        t = list(p)
        t[d] = idx[p]
        y[tuple(t)] = src[p] if isinstance(src, np.ndarray) else src
    return y


def _slice_scatter(x, src, d, a, b, step):
    d = _dim(d, x.ndim)
    y = np.array(x, copy=True)
    idx = [slice(None)] * x.ndim
    idx[d] = slice(a, b, step)
    y[tuple(idx)] = src
    return y


def _gather(x, d, idx):
    d = _dim(d, x.ndim)
    idx = np.asarray(idx, np.int64)
    if idx.ndim != x.ndim or np.any(idx < 0) or np.any(idx >= x.shape[d]):
        raise Unsupported('gather index out of range')
    part = x[tuple(slice(0, n) if k != d else slice(None) for k, n in enumerate(idx.shape))]
    return np.take_along_axis(part, idx, axis=d)


def _index_tensor(x, idx):
    idx = [np.asarray(i, np.int64) for i in idx]
    for k, i in enumerate(idx):
        if np.any(i < -x.shape[k]) or np.any(i >= x.shape[k]):
            raise Unsupported('index out of range')
    return x[tuple(idx)]


def _index_put(x, idx, v, acc):
    idx = [np.asarray(i, np.int64) for i in idx]
    for k, i in enumerate(idx):
        if np.any(i < -x.shape[k]) or np.any(i >= x.shape[k]):
            raise Unsupported('index out of range')
    y = np.array(x, copy=True)
    if acc:
        np.add.at(y, tuple(idx), v)
    else:
        flat = np.ravel_multi_index(tuple(np.mod(i, x.shape[k]) for k, i in enumerate(idx)), x.shape[:len(idx)])
        if len(np.unique(flat)) != flat.size:
            raise Unsupported('index_put with repeated indices (PyTorch leaves which value wins unspecified)')
        y[tuple(idx)] = v
    return y


TAIL_OPS = {
    'torch.aten.index_put': lambda a, e: _index_put(a[0], a[1], a[2], a[3]),
    'torch.aten.index_put.hacked_twin': lambda a, e: _index_put(a[0], a[1], a[2], a[3]),
    'torch.aten.gather': lambda a, e: _gather(a[0], a[1], a[2]),
    'torch.aten.index.Tensor': lambda a, e: _index_tensor(a[0], a[1]),
    'torch.aten.index.Tensor_hacked_twin': lambda a, e: _index_tensor(a[0], a[1]),
    'torch.aten.diagonal': lambda a, e: np.diagonal(a[0], a[1], _dim(a[2], a[0].ndim), _dim(a[3], a[0].ndim)),
    'torch.aten.diag_embed': lambda a, e: _diag_embed(a[0], a[1], a[2], a[3]),
    'torch.aten.linalg_vector_norm': lambda a, e: _vector_norm(a[0], a[1], a[2], a[3]),
    'torch.aten._shape_as_tensor': lambda a, e: np.array(np.shape(a[0]), np.int64),
    'torch.onnx.rotary_embedding': lambda a, e: _rotary_embedding(*a),
    'torch.aten.max_unpool2d': lambda a, e: _max_unpool2d(a[0], a[1], a[2]),
    'torch.aten.scatter.src': lambda a, e: _scatter(a[0], a[1], a[2], a[3]),
    'torch.aten.scatter.value': lambda a, e: _scatter(a[0], a[1], a[2], a[3]),
    'torch.aten.slice_scatter': lambda a, e: _slice_scatter(a[0], a[1], a[2], a[3], a[4], a[5]),
    'torch.aten.atan': lambda a, e: np.arctan(_fl(a[0])),
    'torch.aten.sinh': lambda a, e: np.sinh(_fl(a[0])),
    'torch.aten.round': lambda a, e: _round_half_even(a[0]),
    'torch.aten.remainder.Scalar': lambda a, e: _remainder(a[0], a[1], e, False),
    'torch.aten.remainder.Tensor': lambda a, e: _remainder(a[0], a[1], e, False),
    'torch.aten.fmod.Scalar': lambda a, e: _remainder(a[0], a[1], e, True),
    'torch.aten.fmod.Tensor': lambda a, e: _remainder(a[0], a[1], e, True),
    'torch.aten.isclose': lambda a, e: (np.abs(_fl(a[0]) - _fl(a[1])) <= a[3] + a[2] * np.abs(_fl(a[1]))) | (a[0] == a[1])
                                       if not a[4] else None,
    'torch.aten.lerp.Tensor': lambda a, e: a[0] + a[2] * (a[1] - a[0]),
    'torch.aten.lerp.Scalar': lambda a, e: a[0] + a[2] * (a[1] - a[0]),
    'torch.aten.outer': lambda a, e: np.multiply.outer(as_dtype(a[0], e), as_dtype(a[1], e)),
    'torch.aten.threshold_backward': lambda a, e: np.where(a[1] <= a[2], 0, a[0]),
    'torch.aten.triu': lambda a, e: _tri(a[0], a[1] if len(a) > 1 else 0, True),
    'torch.aten.tril': lambda a, e: _tri(a[0], a[1] if len(a) > 1 else 0, False),
    'torch.aten.arange': lambda a, e: _arange(a, e),
    'torch.aten.arange.start': lambda a, e: _arange(a, e),
    'torch.aten.arange.start_step': lambda a, e: _arange(a, e),
    # PyTorch leaves empty's values unspecified; mlir2c gives zeros, which is what is compared
    'torch.aten.empty.memory_format': lambda a, e: np.zeros(a[0]),
    'torch.aten.fill.Tensor': lambda a, e: np.full(np.shape(a[0]), np.asarray(a[1]).reshape(-1)[0])
                                           if np.asarray(a[1]).size == 1 else None,
    'torch.aten.copy': lambda a, e: np.broadcast_to(a[1], np.shape(a[0])),
    'torch.prims.collapse': lambda a, e: _flatten(a[0], a[1], a[2]),
    'torch.prims.split_dim': lambda a, e: _split_dim(a[0], a[1], a[2]),
    'torch.aten.cumsum': lambda a, e: _cumsum(a[0], a[1], e),
}
OPS.update(TAIL_OPS)


def _native_layer_norm(x, shape, w, b, eps):
    axes = tuple(range(x.ndim - len(shape), x.ndim))
    m = x.mean(axis=axes, keepdims=True)
    v = ((x - m) ** 2).mean(axis=axes, keepdims=True)
    return _layer_norm(x, shape, w, b, eps), m, 1 / np.sqrt(v + eps)


def _extreme_dim(x, d, keep, is_min):
    """(values, indices) of max.dim / min.dim: the first extreme along d."""
    d = _dim(d, x.ndim)
    i = np.argmin(x, axis=d) if is_min else np.argmax(x, axis=d)
    v = np.min(x, axis=d) if is_min else np.max(x, axis=d)
    return (np.expand_dims(v, d), np.expand_dims(i, d)) if keep else (v, i)


# ops with several results: operands -> tuple of results
def _conv_backward(a):
    """convolution_backward (grad_output, input, weight, bias_sizes, stride, padding,
    dilation, transposed, output_padding, groups, output_mask) of y = conv(x, w) + b:
    dx[n, c, i] = sum of go[n, o, j] w[o, c, t] over i = j*s - p + t*d (a transposed
    convolution sized like x), dw[o, c, t] = sum of go[n, o, j] x[n, c, j*s - p + t*d],
    db[o] = sum of go[:, o]; None where output_mask is false."""
    go, x, w = _fl(a[0]), _fl(a[1]), _fl(a[2])
    if a[7]:
        raise Unsupported('convolution_backward of a transposed convolution')
    n, g, mask = x.ndim - 2, a[9], a[10]
    s, p, d = _pair(a[4], n, 1), _pair(a[5], n, 0), _pair(a[6], n, 1)
    k = w.shape[2:]
    outs = [None, None, None]
    if mask[0]:
        op = [x.shape[2 + j] - ((go.shape[2 + j] - 1) * s[j] - 2 * p[j] + d[j] * (k[j] - 1) + 1) for j in range(n)]
        outs[0] = _conv_transposed_nd(go, w, None, s, p, d, op, g)
    if mask[1]:
        xp = np.pad(x, [(0, 0), (0, 0)] + [(q, q) for q in p])
        og, ci = w.shape[0] // g, w.shape[1]
        dw = np.zeros(w.shape)
        for gi in range(g):
            for t in np.ndindex(*k):
                sl = tuple(slice(t[j] * d[j], t[j] * d[j] + s[j] * (go.shape[2 + j] - 1) + 1, s[j]) for j in range(n))
                patch = xp[(slice(None), slice(gi * ci, (gi + 1) * ci)) + sl]
                gg = go[:, gi * og:(gi + 1) * og]
                dw[(slice(gi * og, (gi + 1) * og), slice(None)) + t] = np.einsum(
                    'nom,ncm->oc', gg.reshape(gg.shape[0], og, -1), patch.reshape(patch.shape[0], ci, -1))
        outs[1] = dw
    if mask[2]:
        outs[2] = go.sum(axis=tuple(j for j in range(go.ndim) if j != 1))
    return outs


MULTI = {
    'torch.aten.convolution_backward': _conv_backward,
    'torch.aten.max.dim': lambda a: _extreme_dim(a[0], a[1], a[2], False),
    'torch.aten.min.dim': lambda a: _extreme_dim(a[0], a[1], a[2], True),
    'torch.aten.native_layer_norm': lambda a: _native_layer_norm(_fl(a[0]), a[1], a[2], a[3], a[4]),
}

def _nonzero_divisor(b):
    if b == 0:
        raise Unsupported('division by zero')
    return b


def _item(x):
    """The Python number of a one-element tensor (PyTorch refuses any other count)."""
    x = np.asarray(x)
    if x.size != 1:
        raise Unsupported('a tensor of %d elements as a number' % x.size)
    v = x.reshape(-1)[0]
    return bool(v) if x.dtype == np.bool_ else int(v) if x.dtype.kind in 'iu' else float(v)


def _as_number(v, t):
    """v as the declared Python number type: int truncates toward zero (fptosi)."""
    t = t.strip()
    if t == '!torch.int':
        if isinstance(v, float) and not math.isfinite(v):
            raise Unsupported('non-finite value as an int')
        return int(v)
    if t == '!torch.float':
        return float(v)
    if t == '!torch.bool':
        return bool(v)
    return v


# Python-number ops (!torch.int is int64, !torch.float a double, !torch.bool): the
# value, then converted to the declared result type (_as_number)
SCALAR_OPS = {
    'torch.aten.size.int': lambda a: a[0].shape[_dim(a[1], a[0].ndim)] if a[0].ndim else 1,
    'torch.aten.numel': lambda a: int(a[0].size),
    'torch.aten.dim': lambda a: a[0].ndim,
    'torch.aten.add': lambda a: a[0] + a[1], 'torch.aten.add.int': lambda a: a[0] + a[1],
    'torch.aten.add.float': lambda a: a[0] + a[1], 'torch.aten.add.float_int': lambda a: a[0] + a[1],
    'torch.aten.sub': lambda a: a[0] - a[1], 'torch.aten.sub.int': lambda a: a[0] - a[1],
    'torch.aten.sub.float': lambda a: a[0] - a[1],
    'torch.aten.mul': lambda a: a[0] * a[1], 'torch.aten.mul.int': lambda a: a[0] * a[1],
    'torch.aten.mul.float': lambda a: a[0] * a[1], 'torch.aten.mul.float_int': lambda a: a[0] * a[1],
    'torch.aten.mul.int_float': lambda a: a[0] * a[1],
    'torch.aten.div': lambda a: a[0] / _nonzero_divisor(a[1]), 'torch.aten.div.float': lambda a: a[0] / _nonzero_divisor(a[1]),
    'torch.aten.div.int': lambda a: a[0] / _nonzero_divisor(a[1]),
    'torch.aten.floordiv.int': lambda a: a[0] // _nonzero_divisor(a[1]),
    'torch.aten.neg.int': lambda a: -a[0], 'torch.aten.neg.float': lambda a: -a[0],
    'torch.aten.ceil.float': lambda a: math.ceil(a[0]),
    'torch.aten.sqrt.int': lambda a: math.sqrt(a[0]) if a[0] >= 0 else float('nan'),
    'torch.aten.eq.int': lambda a: a[0] == a[1], 'torch.aten.eq.float': lambda a: a[0] == a[1],
    'torch.aten.eq.bool': lambda a: a[0] == a[1],
    'torch.aten.ne.int': lambda a: a[0] != a[1], 'torch.aten.ne.float': lambda a: a[0] != a[1],
    'torch.aten.ne.float_int': lambda a: a[0] != a[1], 'torch.aten.ne.bool': lambda a: a[0] != a[1],
    'torch.aten.lt.int': lambda a: a[0] < a[1], 'torch.aten.lt.float': lambda a: a[0] < a[1],
    'torch.aten.lt.float_int': lambda a: a[0] < a[1],
    'torch.aten.le.int': lambda a: a[0] <= a[1], 'torch.aten.le.float': lambda a: a[0] <= a[1],
    'torch.aten.gt.int': lambda a: a[0] > a[1], 'torch.aten.gt.float': lambda a: a[0] > a[1],
    'torch.aten.gt.float_int': lambda a: a[0] > a[1],
    'torch.aten.ge.int': lambda a: a[0] >= a[1], 'torch.aten.ge.float': lambda a: a[0] >= a[1],
    'torch.aten.ge.float_int': lambda a: a[0] >= a[1],
    'torch.aten.__and__.bool': lambda a: a[0] and a[1], 'torch.aten.__or__.bool': lambda a: a[0] or a[1],
    'torch.aten.Bool.float': lambda a: a[0] != 0, 'torch.aten.Bool.int': lambda a: a[0] != 0,
    'torch.aten.Int.Scalar': lambda a: a[0], 'torch.aten.Int.bool': lambda a: a[0], 'torch.aten.Int.float': lambda a: a[0],
    'torch.aten.Float.Scalar': lambda a: a[0],
    'torch.aten.Int.Tensor': lambda a: _item(a[0]), 'torch.aten.Float.Tensor': lambda a: _item(a[0]),
    'torch.aten.Bool.Tensor': lambda a: _item(a[0]), 'torch.aten.item': lambda a: _item(a[0]),
}


def _check(st, env):
    """A statement without a result: torch.runtime.assert / sym_constrain_range, which must hold."""
    if st.startswith('torch.runtime.assert'):
        if not env[_SSA.findall(st)[0]]:
            raise Unsupported('the assertion fails on these inputs')
        return True
    if st.startswith('torch.aten.sym_constrain_range'):
        v = [env[n] for n in _SSA.findall(st.split(':')[0])]
        if (v[1] is not None and v[0] < v[1]) or (v[2] is not None and v[0] > v[2]):
            raise Unsupported('sym_constrain_range fails on these inputs')
        return True
    return False


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


def evaluate(text, inputs, func=None, consts=None):
    """The returned values of func applied to inputs (numpy arrays, one per argument that
    is a program input); consts: {argument name: number} fixed with mlir2c --const."""
    args, body = _func_text(text, func)
    args = re.sub(r'\]\s+,', '],', args)   # a type broken across lines: `vtensor<[4]\n,f64>`
    env = {}
    decl = [(n, t.rstrip(',')) for n, t in re.findall(r'(%[\w$.\-]+)\s*:\s*(\S+)', args)]
    # an empty tensor argument ([0] somewhere) has no data: it is no program input
    empty = [n for n, t in decl if torch_type(t) and 0 in torch_type(t)[0]]
    consts = {('%' + k if not k.startswith('%') else k): v for k, v in (consts or {}).items()}
    n_args = len(decl) - len(empty) - len([n for n, _ in decl if n in consts])
    if n_args > len(inputs):
        raise Unsupported('argument count')
    # mlir2c --resource-inputs: a dense_resource the file has no blob for is an
    # input after the arguments, in the order the literals appear (one per name)
    ctx = {'resources': _resources(text), 'extra': list(inputs[n_args:]), 'bound': {}}
    inputs = list(inputs[:n_args])
    for n, t in decl:
        if n in empty:
            tt = torch_type(t)
            env[n] = as_dtype(np.zeros([d or 0 for d in tt[0]]), tt[1])
            continue
        if n in consts:
            tt = torch_type(t)
            if tt and None not in tt[0]:   # a tensor argument fixed with --const NAME=NUMBER: every element
                env[n] = as_dtype(np.full(tt[0], float(consts[n])), tt[1])
                continue
            env[n] = {'!torch.int': int, '!torch.float': float, '!torch.bool': bool}.get(t, float)(consts[n])
            continue
        v = inputs.pop(0)
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
        if not m and _check(st, env):
            continue
        if not m:
            raise Unsupported('statement ' + st[:40])
        res, name, rest = m.groups()
        if ',' in res or ':' in res:   # several results: %a, %b = ... or %r:2 = ... (used as %r#k)
            vals = MULTI.get(name)
            if vals is None:
                raise Unsupported(name + ' with several results')
            heads, _, types = rest.partition(':')
            out = vals([env[v] for v in _SSA.findall(heads)])
            rtypes = [torch_type(t) for t in _split_top(types.rsplit('->', 1)[-1])]
            names = [r.strip() for r in res.split(',')] if ',' in res else \
                ['%s#%d' % (res.split(':')[0], k) for k in range(int(res.split(':')[1]))]
            for n, v, tt in zip(names, out, rtypes):
                env[n] = as_dtype(v, tt[1]) if tt is not None and v is not None else None   # !torch.none
            continue
        env[res] = _eval_op(name, rest, env, ctx)
    raise Unsupported('no return')


def _resources(text):
    """The blobs of the file's {-# dialect_resources: {...} #-} section, by name."""
    m = re.search(r'\{-#(.*?)#-\}', text, re.S)
    return dict(re.findall(r'([\w$.\-]+)\s*:\s*"(0x[0-9A-Fa-f]*)"', m.group(1))) if m else {}


def _literal(text, ctx):
    """A literal's array: its dense<...>, its resource's blob, or the next extra input."""
    m = re.match(r'^dense_resource<([^>]*)>', text.strip())
    if m and ctx is not None and m.group(1).strip() not in ctx['resources']:
        name = m.group(1).strip()
        if name not in ctx['bound']:
            if not ctx['extra']:
                raise Unsupported('missing resource ' + name)
            ctx['bound'][name] = ctx['extra'].pop(0)
        return ctx['bound'][name]
    return decode_dense(text, ctx['resources'] if ctx else {})


def _eval_op(name, rest, env, ctx=None):
    if name == 'torch.constant.int':
        return int(rest.split()[0])
    if name == 'torch.constant.float':
        t = rest.split()[0]
        if t.lower().lstrip('-').startswith('0x'):   # the f64 bit pattern
            v = struct.unpack('<d', struct.pack('<Q', int(t.lstrip('-'), 16)))[0]
            return -v if t.startswith('-') else v
        return float(t)
    if name == 'torch.constant.bool':
        return rest.split()[0] in ('true', '1')   # `torch.constant.bool 1` parses too
    if name == 'torch.constant.none':
        return None
    if name in ('torch.constant.str', 'torch.constant.device'):
        return re.match(r'^"([^"]*)"', rest).group(1)
    if name == 'torch.vtensor.literal':
        m = re.match(r'^\((.*)\)\s*:\s*(.+)$', rest)
        tt = torch_type(m.group(2))
        a = _literal(m.group(1), ctx)
        return as_dtype(a, tt[1])
    head, _, types = rest.partition(':')
    operands = [env[v] for v in _SSA.findall(head)]
    if name == 'torch.prim.ListConstruct':
        return list(operands)
    if name in SCALAR_OPS:
        v = SCALAR_OPS[name](operands)
        rt = types.rsplit('->', 1)[-1].strip() if '->' in types else ''
        return _as_number(v, rt) if rt.startswith('!torch.') and not rt.startswith('!torch.vtensor') else v
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
    rt = torch_type((types.rsplit('->', 1)[-1] if '->' in types else types.rsplit(' to ', 1)[-1]).strip())
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
