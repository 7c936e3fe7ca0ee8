#!/usr/bin/env python3
"""make_conv_pool_case.py > tests/mlir2c/inputs/tosa_quant_conv_pool.mlir

Writes the int8 conv -> rescale -> max pool test input (random weights,
multipliers and shifts from Python's random with a fixed seed; stdlib only)."""
import random
random.seed(20261128)
def hexbytes(vals): return "0x" + "".join("%02X" % (v & 0xFF) for v in vals)
cases = [  # name, x shape NHWC, O, kh, kw, pad (t,b,l,r), in_zp, out_zp
    ("a", (2, 9, 16, 4), 16, 3, 3, (1, 1, 1, 1), -128, -128),
    ("b", (1, 8, 8, 8), 12, 1, 1, (0, 0, 0, 0), 3, -5),
    ("c", (1, 7, 19, 8), 24, 3, 3, (0, 0, 0, 0), -7, 0),
    ("d", (1, 6, 7, 4), 16, 3, 3, (0, 0, 0, 0), 0, -128),
    ("e", (2, 14, 14, 6), 16, 5, 5, (0, 0, 0, 0), -128, -128),
    ("f", (1, 9, 20, 4), 20, 3, 3, (1, 1, 1, 1), 5, 2),
]
args, res, body = [], [], []
for i, (nm, xs, O, kh, kw, pad, izp, ozp) in enumerate(cases):
    N, H, W, C = xs
    OH = H + pad[0] + pad[1] - kh + 1; OW = W + pad[2] + pad[3] - kw + 1
    PH, PW = OH // 2, OW // 2
    xt = "tensor<%dx%dx%dx%dxi8>" % xs
    args.append("%%x%s: %s" % (nm, xt))
    w = [random.randint(-128, 127) for _ in range(O * kh * kw * C)]
    b = [random.randint(-20000, 20000) for _ in range(O)]
    mult = [random.randint(1 << 30, (1 << 31) - 1) for _ in range(O)]
    shift = [random.randint(38, 42) for _ in range(O)]
    wt = "tensor<%dx%dx%dx%dxi8>" % (O, kh, kw, C)
    at = "tensor<%dx%dx%dx%dxi32>" % (N, OH, OW, O)
    qt = "tensor<%dx%dx%dx%dxi8>" % (N, OH, OW, O)
    pt = "tensor<%dx%dx%dx%dxi8>" % (N, PH, PW, O)
    body.append('    %%w%s = "tosa.const"() <{value = dense<"%s"> : %s}> : () -> %s' % (nm, hexbytes(w), wt, wt))
    body.append('    %%b%s = "tosa.const"() <{value = dense<[%s]> : tensor<%dxi32>}> : () -> tensor<%dxi32>' % (nm, ", ".join(map(str, b)), O, O))
    body.append('    %%c%s = "tosa.conv2d"(%%x%s, %%w%s, %%b%s) <{dilation = array<i64: 1, 1>, pad = array<i64: %d, %d, %d, %d>, stride = array<i64: 1, 1>, quantization_info = #tosa.conv_quant<input_zp = %d, weight_zp = 0>}> : (%s, %s, tensor<%dxi32>) -> %s'
                % (nm, nm, nm, nm, pad[0], pad[1], pad[2], pad[3], izp, xt, wt, O, at))
    body.append('    %%r%s = "tosa.rescale"(%%c%s) <{input_zp = 0 : i32, output_zp = %d : i32, multiplier = array<i32: %s>, shift = array<i8: %s>, scale32 = true, double_round = %s, per_channel = true}> : (%s) -> %s'
                % (nm, nm, ozp, ", ".join(map(str, mult)), ", ".join(map(str, shift)), "true" if i % 2 == 0 else "false", at, qt))
    body.append('    %%p%s = "tosa.max_pool2d"(%%r%s) <{kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>}> : (%s) -> %s' % (nm, nm, qt, pt))
    res.append(("%%p%s" % nm, pt))
print("""// int8 conv -> rescale -> 2x2 max pool, which mlir2c fuses into one qconv2d
// with maxpool = 1 where npk_qconv_pool_pays (all but d, whose pooled rows
// of 2 pixels are not fused): odd result heights and widths (the last row
// or column dropped), batch 2, padding, a 1x1 window, 24 channels (a
// partial second panel), 6 input channels (window-row words: LeNet's second
// conv, pooled rows of 5 pixels, so blocks span two pooled rows), pooled
// rows of 10 pixels (f), both rounding modes. check_good.sh compares the fused
// bundle with --no-fuse's on random inputs (tests/mlir2c/CMakeLists.txt:
// mlir2c.pool_fused also checks what was fused). Written by
// tests/mlir2c/make_conv_pool_case.py (random weights, seed 20261128).""")
print("module {")
print("  func.func @qconv_pool(%s) -> (%s) {" % (", ".join(args), ", ".join(t for _, t in res)))
print("\n".join(body))
print("    return %s : %s" % (", ".join(v for v, _ in res), ", ".join(t for _, t in res)))
print("  }")
print("}")
