"""quant_math.py - the numbers of post-training int8 quantization (NumPy only).

Used by the exporter (quantize.py); tests/int8/ref_selftest.py checks them on
hand-worked values. The tests' integer reference (tests/int8/tosa_int_ref.py)
does not import this: it reads the numbers from the MLIR.
"""
import math

import numpy as np

QMIN, QMAX = -128, 127


class QParams:
    """Per-tensor asymmetric quantization: real = scale * (q - zp)."""
    __slots__ = ("scale", "zp", "dtype")

    def __init__(self, scale, zp, dtype="i8"):
        self.scale, self.zp, self.dtype = float(scale), int(zp), dtype

    def __repr__(self):
        return "QParams(%.6g, %d, %s)" % (self.scale, self.zp, self.dtype)


def act_qparams(lo, hi, dtype="i8"):
    """Scale and zero point covering [lo, hi] (widened to hold 0 exactly).

    i8: asymmetric over -128..127. i16: symmetric, zero point 0 (TOSA requires
    a zero point of 0 for i16 rescale outputs)."""
    lo, hi = min(float(lo), 0.0), max(float(hi), 0.0)
    if dtype == "i16":
        m = max(abs(lo), abs(hi))
        return QParams(m / 32767.0 if m > 0 else 1.0, 0, "i16")
    if hi - lo <= 0:
        return QParams(1.0, 0)
    scale = (hi - lo) / float(QMAX - QMIN)
    zp = int(round(QMIN - lo / scale))
    return QParams(scale, min(max(zp, QMIN), QMAX))


def weight_scales(w):
    """Per output channel (axis 0) symmetric scales over -127..127."""
    m = np.abs(w.reshape(w.shape[0], -1)).max(axis=1).astype(np.float64)
    return np.where(m > 0, m / 127.0, 1.0)


def quantize_weight(w, scales):
    s = scales.reshape([-1] + [1] * (w.ndim - 1))
    return np.clip(np.rint(w / s), -127, 127).astype(np.int8)


def quantize_bias(b, in_scale, w_scales, bits=31):
    """int32 (bits 31) or int48 (bits 47) bias at scale in_scale * w_scale[c]."""
    q = np.rint(np.asarray(b, np.float64) / (in_scale * w_scales))
    if np.any(np.abs(q) > 2 ** bits - 1):
        raise ValueError("bias does not fit int%d at scale in_scale * w_scale" % (bits + 1))
    return q.astype(np.int64 if bits > 31 else np.int32)


def quantize_multiplier(real):
    """(multiplier, shift) with real ~= multiplier * 2^-shift, multiplier a
    31-bit fraction (2^30 <= m < 2^31) as TFLite's QuantizeMultiplier and the
    TOSA reference compute it; shift limited to TOSA's 2..62 (a tiny real loses
    low multiplier bits, a real of 0 gives multiplier 0)."""
    if real <= 0:
        return 0, 2
    q, e = math.frexp(real)           # real = q * 2^e, 0.5 <= q < 1
    m = int(round(q * (1 << 31)))
    if m == 1 << 31:
        m //= 2
        e += 1
    shift = 31 - e
    while shift > 62:
        m = (m + 1) >> 1
        shift -= 1
    if shift < 2:
        raise ValueError("rescale factor %g is too large for a 32-bit multiplier" % real)
    return m, shift


def quantize_multiplier16(real):
    """(multiplier, shift) for TOSA's 16-bit rescale (scale32 = false, the only
    form an i48 input allows): 2^14 <= multiplier < 2^15, shift 2..62."""
    m, shift = quantize_multiplier(real)
    if m == 0:
        return 0, 2
    m16 = (m + (1 << 15)) >> 16
    shift -= 16
    if m16 == 1 << 15:
        m16 >>= 1
        shift -= 1
    if shift < 2:
        raise ValueError("rescale factor %g is too large for a 16-bit multiplier" % real)
    return m16, shift
