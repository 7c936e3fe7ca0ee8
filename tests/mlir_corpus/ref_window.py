"""Windowed ops of the float64 reference (ref_eval.py): linalg's named convolutions and
poolings in every layout, and TOSA's conv3d, transpose_conv2d and resize.

Written from the linalg OpDSL definitions (core_named_ops.py: each op is an einsum over the
output positions and the kernel window, I[.., o * stride + k * dilation, ..]) and the TOSA
specification's pseudocode (CONV3D, TRANSPOSE_CONV2D, RESIZE). Plain numpy, no MLIR.
"""
import re

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view


def windows(a, axes, kernel, strides, dilations):
    """A view of A whose axes AXES (the spatial ones) become output positions and whose kernel
    window positions are appended as trailing axes, in AXES order:
    out[..., o, ..., k] = a[..., o * stride + k * dilation, ...] (no padding; the output size is
    (S - (K - 1) * dilation - 1) // stride + 1, as linalg's verifier and TOSA's ERROR_IF expect)."""
    spans = [(k - 1) * d + 1 for k, d in zip(kernel, dilations)]
    if any(a.shape[ax] < s for ax, s in zip(axes, spans)):
        raise ValueError('window larger than its input')
    v = sliding_window_view(a, spans, axis=tuple(axes))
    sel = [slice(None)] * a.ndim + [slice(None, None, d) for d in dilations]
    for ax, s in zip(axes, strides):
        sel[ax] = slice(None, None, s)
    return v[tuple(sel)]


# linalg named convolutions: (input, kernel, output) layouts. Upper-case letters are spatial
# axes of the input/output (their kernel axis is the same letter in lower case); every other
# letter is an ordinary einsum index (n batch, c input channel, f output channel, g group,
# m channel multiplier).
LINALG_CONVS = {
    'conv_1d': ('W', 'w', 'W'),
    'conv_2d': ('HW', 'hw', 'HW'),
    'conv_3d': ('DHW', 'dhw', 'DHW'),
    'conv_1d_nwc_wcf': ('nWc', 'wcf', 'nWf'),
    'conv_1d_ncw_fcw': ('ncW', 'fcw', 'nfW'),
    'conv_2d_nhwc_hwcf': ('nHWc', 'hwcf', 'nHWf'),
    'conv_2d_nhwc_fhwc': ('nHWc', 'fhwc', 'nHWf'),
    'conv_2d_nchw_fchw': ('ncHW', 'fchw', 'nfHW'),
    'conv_2d_ngchw_fgchw': ('ngcHW', 'fgchw', 'ngfHW'),
    'conv_2d_ngchw_gfchw': ('ngcHW', 'gfchw', 'ngfHW'),
    'conv_2d_nhwgc_gfhwc': ('nHWgc', 'gfhwc', 'nHWgf'),
    'conv_3d_ndhwc_dhwcf': ('nDHWc', 'dhwcf', 'nDHWf'),
    'conv_3d_ncdhw_fcdhw': ('ncDHW', 'fcdhw', 'nfDHW'),
    'depthwise_conv_1d_nwc_wc': ('nWc', 'wc', 'nWc'),
    'depthwise_conv_1d_ncw_cw': ('ncW', 'cw', 'ncW'),
    'depthwise_conv_1d_nwc_wcm': ('nWc', 'wcm', 'nWcm'),
    'depthwise_conv_2d_nhwc_hwc': ('nHWc', 'hwc', 'nHWc'),
    'depthwise_conv_2d_nchw_chw': ('ncHW', 'chw', 'ncHW'),
    'depthwise_conv_2d_nhwc_hwcm': ('nHWc', 'hwcm', 'nHWcm'),
    'depthwise_conv_3d_ndhwc_dhwc': ('nDHWc', 'dhwc', 'nDHWc'),
    'depthwise_conv_3d_ndhwc_dhwcm': ('nDHWc', 'dhwcm', 'nDHWcm'),
    'depthwise_conv_3d_ncdhw_cdhw': ('ncDHW', 'cdhw', 'ncDHW'),
}

# linalg named poolings: the input/output layout (the kernel operand only gives the window's
# size) and how a window combines with the init value.
POOL_RE = re.compile(r'^pooling_(nwc|ncw|nhwc|nchw|ndhwc|ncdhw)_(sum|max|min)$')


def _spatial(layout):
    return [k for k, ch in enumerate(layout) if ch.isupper()]


def linalg_conv(name, inp, ker, init, strides, dilations):
    """init + the named convolution NAME of inp and ker (float64 or int64 arrays)."""
    in_l, ker_l, out_l = LINALG_CONVS[name]
    axes = _spatial(in_l)
    kernel = [ker.shape[ker_l.index(in_l[ax].lower())] for ax in axes]
    win = windows(inp, axes, kernel, strides or [1] * len(axes), dilations or [1] * len(axes))
    spec = '%s%s,%s->%s' % (in_l, ''.join(in_l[ax].lower() for ax in axes), ker_l, out_l)
    return init + np.einsum(spec, win, ker)


def linalg_pool(name, inp, kernel_shape, init, strides, dilations):
    """The named pooling NAME (pooling_<layout>_<sum|max|min>) of inp, combined with init."""
    layout, kind = POOL_RE.match(name).groups()
    axes = [k for k, ch in enumerate(layout) if ch not in 'nc']
    n = len(axes)
    win = windows(inp, axes, list(kernel_shape), strides or [1] * n, dilations or [1] * n)
    red = tuple(range(inp.ndim, inp.ndim + n))
    if kind == 'sum':
        return init + win.sum(axis=red)
    r = win.max(axis=red) if kind == 'max' else win.min(axis=red)
    return np.maximum(init, r) if kind == 'max' else np.minimum(init, r)


def tosa_conv3d(inp, w, bias, stride, pad, dilation):
    """TOSA CONV3D on float64 (zero points already subtracted): inp [N,ID,IH,IW,IC],
    w [OC,KD,KH,KW,IC], pad [d0, d1, top, bottom, left, right]."""
    a = np.pad(inp, [(0, 0), (pad[0], pad[1]), (pad[2], pad[3]), (pad[4], pad[5]), (0, 0)])
    win = windows(a, [1, 2, 3], list(w.shape[1:4]), stride, dilation)  # [N,OD,OH,OW,IC,KD,KH,KW]
    return np.einsum('nDHWcdhw,fdhwc->nDHWf', win, w) + bias


def tosa_transpose_conv2d(inp, w, bias, stride, out_pad, out_shape=None):
    """TOSA TRANSPOSE_CONV2D (zero points already subtracted): inp [N,IH,IW,IC], w [OC,KH,KW,IC],
    out_pad [top, bottom, left, right]: out[n, iy*sy + ky + top, ix*sx + kx + left, oc]
    accumulates inp[n,iy,ix,:] . w[oc,ky,kx,:]; positions outside [0, OH) x [0, OW) are dropped
    (negative out_pad crops)."""
    n, ih, iw, _ = inp.shape
    oc, kh, kw, _ = w.shape
    oh = (ih - 1) * stride[0] + out_pad[0] + out_pad[1] + kh
    ow = (iw - 1) * stride[1] + out_pad[2] + out_pad[3] + kw
    if out_shape is not None and [d for d in out_shape[1:3]] != [oh, ow] and -1 not in out_shape[1:3]:
        raise ValueError('transpose_conv2d out_shape %s is not the spec\'s %dx%d' % (out_shape, oh, ow))
    # a full-size accumulator (no cropping), then the window [top, top + OH) x [left, left + OW)
    full = np.zeros((n, (ih - 1) * stride[0] + kh, (iw - 1) * stride[1] + kw, oc))
    for ky in range(kh):
        for kx in range(kw):
            full[:, ky:ky + (ih - 1) * stride[0] + 1:stride[0], kx:kx + (iw - 1) * stride[1] + 1:stride[1], :] += \
                np.einsum('nyxc,fc->nyxf', inp, w[:, ky, kx, :])
    out = np.zeros((n, oh, ow, oc))
    for oy in range(oh):
        fy = oy - out_pad[0]
        if not 0 <= fy < full.shape[1]:
            continue
        for ox in range(ow):
            fx = ox - out_pad[2]
            if 0 <= fx < full.shape[2]:
                out[:, oy, ox, :] = full[:, fy, fx, :]
    return out + bias


def tosa_resize(inp, scale, offset, border, mode, is_float):
    """TOSA RESIZE of inp [N,IH,IW,C]; scale [y_n, y_d, x_n, x_d], offset [y, x], border [y, x].
    Float data: a bilinear result is the weighted mean; integer data: the weights are the
    integer remainders (unit = scale_n), so the result is scaled by y_n * x_n, as the spec says."""
    n, ih, iw, c = inp.shape
    yn, yd, xn, xd = scale
    oh = ((ih - 1) * yn - offset[0] + border[0]) // yd + 1
    ow = ((iw - 1) * xn - offset[1] + border[1]) // xd + 1

    def axis(o_size, i_size, num, den, off):
        pos = np.arange(o_size) * den + off
        i = pos // num  # idiv_floor
        r = pos - i * num
        d = r / num if is_float else r
        i0 = np.maximum(i, 0)
        i1 = np.minimum(i + 1, i_size - 1)
        return i0, i1, d, (1.0 if is_float else num)

    y0, y1, dy, uy = axis(oh, ih, yn, yd, offset[0])
    x0, x1, dx, ux = axis(ow, iw, xn, xd, offset[1])
    if mode == 'BILINEAR':
        dy_, dx_ = dy[:, None, None], dx[None, :, None]
        g = lambda ys, xs: inp[:, ys[:, None], xs[None, :], :]
        return (g(y0, x0) * (uy - dy_) * (ux - dx_) + g(y0, x1) * (uy - dy_) * dx_ +
                g(y1, x0) * dy_ * (ux - dx_) + g(y1, x1) * dy_ * dx_)
    if mode != 'NEAREST_NEIGHBOR':
        raise ValueError('resize mode ' + mode)
    ys = np.where(dy >= 0.5, y1, y0) if is_float else np.where(2 * dy >= yn, y1, y0)
    xs = np.where(dx >= 0.5, x1, x0) if is_float else np.where(2 * dx >= xn, x1, x0)
    return inp[:, ys[:, None], xs[None, :], :]
