#!/usr/bin/python3
"""ref_selftest.py - hand-worked cases for the int8 reference (tosa_int_ref.py) and the
exporter's quantization numbers (tools/export/quant_math.py). NumPy only; exit 77 without it."""
import os
import sys

try:
    import numpy as np
except ImportError:
    print("skip: no numpy")
    sys.exit(77)

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "..", "tools", "export"))
import quant_math as Q  # noqa: E402
import tosa_int_ref as R  # noqa: E402

fails = 0


def check(what, got, want):
    global fails
    ok = np.array_equal(np.asarray(got), np.asarray(want))
    print("%s %s: %s (want %s)" % ("ok  " if ok else "FAIL", what, got, want))
    fails += not ok


def scale(v, m, s, dbl):
    return R.apply_scale_32(np.array(v), m, s, dbl).tolist()


# apply_scale_32, worked by hand from the spec: (v * m + round) >> shift
check("x/2, halves round up", scale([100, 101, -101], 1 << 30, 31, False), [50, 51, -50])
# v / 4 at shift 32: 6/4 = 1.5, -6/4 = -1.5, 5/4 = 1.25; double rounding adds +-2^30 first
check("x/4 single round", scale([6, -6, 5], 1 << 30, 32, False), [2, -1, 1])
check("x/4 double round", scale([6, -6, 5], 1 << 30, 32, True), [2, -2, 2])
check("double round off at shift <= 31", scale([3, -3], 1 << 30, 31, True), [2, -1])
# 16-bit form: 1000 * 0.75 = 750; -3 * 0.5 = -1.5 rounds up to -1
check("apply_scale_16", R.apply_scale_16(np.array([1000, -3]), [3 << 13, 1 << 14], [15, 15]).tolist(), [750, -1])
# rescale = saturate(apply_scale_32(x - in_zp) + out_zp)
check("saturate i8", R.saturate(np.array([-300, -128, 127, 300]), "i8").tolist(), [-128, -128, 127, 127])
check("cast f32 -> i32 ties to even",
      R.Graph.eval(None, "cast", [np.array([[0.5, 1.5, 2.5, -0.5, -1.5]], np.float32)], {}, [5], "i32", True,
                   [True]).tolist(), [[0, 2, 2, 0, -2]])

# quant_math: TFLite's QuantizeMultiplier as a TOSA multiplier/shift
check("multiplier 0.5", Q.quantize_multiplier(0.5), (1 << 30, 31))
check("multiplier 0.75", Q.quantize_multiplier(0.75), (3 << 29, 31))
check("multiplier 1/3", Q.quantize_multiplier(1.0 / 3), (1431655765, 32))
check("multiplier 2^-40 keeps shift <= 62", Q.quantize_multiplier(2.0 ** -40), (1 << 22, 62))
check("multiplier rounding up to 2^31 renormalises", Q.quantize_multiplier(1 - 2.0 ** -40), (1 << 30, 30))
check("16-bit multiplier 0.75", Q.quantize_multiplier16(0.75), (3 << 13, 15))
check("16-bit multiplier 1/3", Q.quantize_multiplier16(1.0 / 3), (21845, 16))
q = Q.act_qparams(0.0, 1.0)
check("pixels [0, 1]: scale 1/255, zp -128", (round(q.scale * 255, 12), q.zp), (1.0, -128))
q = Q.act_qparams(-1.0, 3.0)
check("[-1, 3]: zp -128 + 1/scale", (q.zp,), (-64,))
check("int16: symmetric, zp 0", Q.act_qparams(-2.0, 1.0, "i16").zp, 0)
w = np.array([[0.5, -1.0], [0.0, 0.0], [0.25, 0.1]])
s = Q.weight_scales(w)
check("per-channel weights", Q.quantize_weight(w, s).tolist(), [[64, -127], [0, 0], [127, 51]])
check("bias at in_scale * w_scale", Q.quantize_bias([1.0, 0.0, -0.5], 0.5, s).tolist(),
      [int(round(1.0 / (0.5 / 127))), 0, int(round(-0.5 / (0.5 * 0.25 / 127)))])
sys.exit(1 if fails else 0)
