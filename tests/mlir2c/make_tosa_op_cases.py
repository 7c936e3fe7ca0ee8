#!/usr/bin/env python3
"""Writes tests/mlir2c/inputs/tosa_op_*.mlir: one small TOSA function per
operator family with // INPUT values and // EXPECT values computed here, in
float64 with the Python standard library only, straight from the TOSA 1.0
pseudo-code (not from npk). Rerun after changing a case:
    python3 tests/mlir2c/make_tosa_op_cases.py
The files in the current TOSA form verify with mlir-opt-22, tosa_op_old_forms
(the older attribute spellings) with mlir-opt-19 (test-time tools only)."""
import math
import os
import struct

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "inputs")


def vals(n, seed, ints=False, lo=-100, hi=100):
    """Deterministic values: in [-1, 1) with 1/64 steps (exact in f32), or integers in [lo, hi)."""
    out, s = [], seed
    for _ in range(n):
        s = (s * 1103515245 + 12345) % (1 << 31)
        out.append(lo + (s >> 8) % (hi - lo) if ints else ((s >> 8) % 128 - 64) / 64.0)
    return out


def prod(dims):
    p = 1
    for d in dims:
        p *= d
    return p


def unravel(e, dims):
    idx = []
    for d in reversed(dims):
        idx.append(e % d)
        e //= d
    return idx[::-1]


def ravel(idx, dims):
    e = 0
    for i, d in zip(idx, dims):
        e = e * d + i
    return e


def fmt(v):
    if v != v:
        return "nan"
    if math.isinf(v):
        return "inf" if v > 0 else "-inf"
    r = repr(float(v))
    return r[:-2] if r.endswith(".0") else r


def ttype(dims):
    return "tensor<" + "x".join(str(d) for d in dims) + "xf32>"


def dense(data, dims):
    return "dense<" + nest(data, dims) + "> : " + ttype(dims)


def nest(data, dims):
    if len(dims) == 1:
        return "[" + ", ".join(repr(float(v)) for v in data) + "]"
    step = prod(dims[1:])
    return "[" + ", ".join(nest(data[i * step:(i + 1) * step], dims[1:]) for i in range(dims[0])) + "]"


def shape_const(name, values):
    return f"    {name} = tosa.const_shape {{values = dense<[{', '.join(str(v) for v in values)}]> : tensor<{len(values)}xindex>}} : () -> !tosa.shape<{len(values)}>"


def tconst(name, data, dims):
    return f"    {name} = \"tosa.const\"() <{{values = {dense(data, dims)}}}> : () -> {ttype(dims)}"


def write(name, comment, args, results, body, inputs, expects, tol=None, old=False):
    lines = [f"// {c}" for c in comment]
    lines.append("// Written by tests/mlir2c/make_tosa_op_cases.py (expected values: float64 reference there).")
    if tol:
        lines.append(f"// TOL: {tol}")
    for i, v in enumerate(inputs):
        lines.append(f"// INPUT {i}: " + " ".join(fmt(x) for x in v))
    for i, v in enumerate(expects):
        lines.append(f"// EXPECT {i}: " + " ".join(fmt(x) for x in v))
    lines.append("module {")
    sig = ", ".join(f"%a{i}: {ttype(d)}" for i, d in enumerate(args))
    res = ", ".join(ttype(d) for d in results)
    lines.append(f"  func.func @main({sig}) -> ({res}) {{")
    lines += body
    lines.append("    func.return " + ", ".join(f"%r{i}" for i in range(len(results))) + " : " + res)
    lines.append("  }")
    lines.append("}")
    with open(os.path.join(OUT, name + ".mlir"), "w") as f:
        f.write("\n".join(lines) + "\n")


# ---- data movement ----

def concat(ins, dims_list, axis):
    out_dims = list(dims_list[0])
    out_dims[axis] = sum(d[axis] for d in dims_list)
    out = []
    for e in range(prod(out_dims)):
        idx = unravel(e, out_dims)
        k = 0
        while idx[axis] >= dims_list[k][axis]:
            idx[axis] -= dims_list[k][axis]
            k += 1
        out.append(ins[k][ravel(idx, dims_list[k])])
    return out, out_dims


def case_concat():
    a_dims = [[2, 1, 3], [2, 3, 3], [2, 2, 3]]
    ins = [vals(prod(d), 10 + i) for i, d in enumerate(a_dims)]
    y0, d0 = concat(ins, a_dims, 1)
    # six operands along axis 0 (the most an op of mlir2c's IR holds)
    b_dims = [[1 + (i % 3), 2] for i in range(6)]
    binp = [vals(prod(d), 30 + i) for i, d in enumerate(b_dims)]
    y1, d1 = concat(binp, b_dims, 0)
    body = [f"    %r0 = tosa.concat %a0, %a1, %a2 {{axis = 1 : i32}} : ({', '.join(ttype(d) for d in a_dims)}) -> {ttype(d0)}"]
    names = ", ".join(f"%a{3 + i}" for i in range(6))
    body.append(f"    %r1 = tosa.concat {names} {{axis = 0 : i32}} : ({', '.join(ttype(d) for d in b_dims)}) -> {ttype(d1)}")
    write("tosa_op_concat", ["tosa.concat along a middle axis, and of six operands."],
          a_dims + b_dims, [d0, d1], body, ins + binp, [y0, y1])


def slice_(x, dims, start, size):
    return [x[ravel([i + s for i, s in zip(unravel(e, size), start)], dims)] for e in range(prod(size))], size


def tile(x, dims, mult):
    od = [d * m for d, m in zip(dims, mult)]
    return [x[ravel([i % d for i, d in zip(unravel(e, od), dims)], dims)] for e in range(prod(od))], od


def reverse(x, dims, axis):
    out = []
    for e in range(prod(dims)):
        idx = unravel(e, dims)
        idx[axis] = dims[axis] - 1 - idx[axis]
        out.append(x[ravel(idx, dims)])
    return out


def case_slice_tile_reverse():
    dims = [3, 4, 5]
    x = vals(prod(dims), 7)
    s0, sd0 = slice_(x, dims, [1, 0, 2], [2, 3, 3])
    s1, sd1 = slice_(x, dims, [0, 3, 0], [3, 1, 5])
    t0, td0 = tile(x, dims, [2, 1, 3])
    r = [reverse(x, dims, a) for a in range(3)]
    body = [shape_const("%st0", [1, 0, 2]), shape_const("%sz0", [2, 3, 3]),
            f"    %r0 = tosa.slice %a0, %st0, %sz0 : ({ttype(dims)}, !tosa.shape<3>, !tosa.shape<3>) -> {ttype(sd0)}",
            shape_const("%st1", [0, 3, 0]), shape_const("%sz1", [3, 1, 5]),
            f"    %r1 = tosa.slice %a0, %st1, %sz1 : ({ttype(dims)}, !tosa.shape<3>, !tosa.shape<3>) -> {ttype(sd1)}",
            shape_const("%m", [2, 1, 3]),
            f"    %r2 = tosa.tile %a0, %m : ({ttype(dims)}, !tosa.shape<3>) -> {ttype(td0)}"]
    for a in range(3):
        body.append(f"    %r{3 + a} = tosa.reverse %a0 {{axis = {a} : i32}} : ({ttype(dims)}) -> {ttype(dims)}")
    write("tosa_op_slice_tile_reverse", ["tosa.slice (two boxes), tosa.tile and tosa.reverse along every axis, current form."],
          [dims], [sd0, sd1, td0, dims, dims, dims], body, [x], [s0, s1, t0] + r)


# ---- reductions: NaN propagates through max/min (TOSA PROPAGATE), inf kept ----

def reduce(x, dims, axis, fn):
    od = list(dims)
    od[axis] = 1
    out = []
    for e in range(prod(od)):
        idx = unravel(e, od)
        acc = None
        for k in range(dims[axis]):
            idx[axis] = k
            v = x[ravel(idx, dims)]
            if acc is None:
                acc = v
            elif fn == "sum":
                acc = acc + v
            elif fn == "product":
                acc = acc * v
            elif acc != acc or v != v:
                acc = float("nan")
            else:
                acc = max(acc, v) if fn == "max" else min(acc, v)
        out.append(acc)
    return out, od


def case_reduce():
    dims = [3, 2, 5]
    x = vals(prod(dims), 3)
    x[7] = float("nan")      # [0, 1, 2]
    x[13] = float("inf")     # [1, 0, 3]
    x[26] = float("-inf")    # [2, 1, 1]
    body, exp, res = [], [], []
    for fn in ["sum", "max", "min", "product"]:
        for axis in range(3):
            y, od = reduce(x, dims, axis, fn)
            body.append(f"    %r{len(res)} = tosa.reduce_{fn} %a0 {{axis = {axis} : i32}} : ({ttype(dims)}) -> {ttype(od)}")
            exp.append(y)
            res.append(od)
    write("tosa_op_reduce", ["tosa.reduce_sum/max/min/product along every axis, with NaN, inf and -inf in the input",
                             "(max/min propagate NaN: the default nan_mode PROPAGATE)."],
          [dims], res, body, [x], exp)


# ---- resize (the spec's pseudo-code, float path) ----

def resize(x, dims, mode, scale, offset, border):
    N, IH, IW, C = dims
    yn, yd, xn, xd = scale
    OH = ((IH - 1) * yn - offset[0] + border[0]) // yd + 1
    OW = ((IW - 1) * xn - offset[1] + border[1]) // xd + 1
    assert ((IH - 1) * yn - offset[0] + border[0]) % yd == 0 and ((IW - 1) * xn - offset[1] + border[1]) % xd == 0
    out = []
    for n in range(N):
        for oy in range(OH):
            for ox in range(OW):
                for c in range(C):
                    y = oy * yd + offset[0]
                    xx = ox * xd + offset[1]
                    iy, ix = y // yn, xx // xn      # floor division
                    dy, dx = (y - iy * yn) / yn, (xx - ix * xn) / xn
                    iy0, iy1 = max(iy, 0), min(iy + 1, IH - 1)
                    ix0, ix1 = max(ix, 0), min(ix + 1, IW - 1)

                    def at(a, b):
                        return x[((n * IH + a) * IW + b) * C + c]
                    if mode == "BILINEAR":
                        out.append(at(iy0, ix0) * (1 - dy) * (1 - dx) + at(iy0, ix1) * (1 - dy) * dx +
                                   at(iy1, ix0) * dy * (1 - dx) + at(iy1, ix1) * dy * dx)
                    else:
                        out.append(at(iy1 if dy >= 0.5 else iy0, ix1 if dx >= 0.5 else ix0))
    return out, [N, OH, OW, C]


RESIZE_CASES = [  # mode, input dims, scale, offset, border
    ("BILINEAR", [1, 3, 4, 2], [2, 1, 2, 1], [0, 0], [0, 0]),
    ("NEAREST_NEIGHBOR", [1, 3, 4, 2], [2, 1, 2, 1], [0, 0], [0, 0]),
    ("BILINEAR", [2, 3, 5, 1], [4, 2, 4, 2], [-1, -1], [1, 1]),      # align_corners=False style
    ("NEAREST_NEIGHBOR", [1, 5, 3, 3], [5, 2, 3, 1], [-2, -1], [0, -1]),
    ("BILINEAR", [1, 5, 7, 2], [1, 2, 2, 3], [0, 1], [0, 1]),        # downscale, odd ratios
    ("BILINEAR", [1, 5, 4, 1], [8, 3, 3, 2], [-4, 0], [0, 1]),
]


def case_resize():
    body, ins, exp, args, res = [], [], [], [], []
    for i, (mode, dims, sc, off, bo) in enumerate(RESIZE_CASES):
        x = vals(prod(dims), 50 + i)
        if i == 0:
            x[5] = float("inf")
        y, od = resize(x, dims, mode, sc, off, bo)
        body += [shape_const(f"%s{i}", sc), shape_const(f"%o{i}", off), shape_const(f"%b{i}", bo),
                 f"    %r{i} = tosa.resize %a{i}, %s{i}, %o{i}, %b{i} {{mode = #tosa.resize_mode<{mode}>}} : "
                 f"({ttype(dims)}, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> {ttype(od)}"]
        ins.append(x); exp.append(y); args.append(dims); res.append(od)
    write("tosa_op_resize", ["tosa.resize, bilinear and nearest, up/down/odd scales, negative offsets and borders, an inf input",
                             "(its neighbours become inf or NaN exactly as the spec's formula gives)."],
          args, res, body, ins, exp, tol="1e-5")


# ---- convolutions ----

def tconv(x, xd, w, wd, b, stride, out_pad):
    N, IH, IW, IC = xd
    OC, KH, KW, _ = wd
    pt, pb, pl, pr = out_pad
    OH = (IH - 1) * stride[0] + pt + pb + KH
    OW = (IW - 1) * stride[1] + pl + pr + KW
    out = []
    for n in range(N):
        for oy in range(OH):
            for ox in range(OW):
                for oc in range(OC):
                    acc = 0.0
                    for ky in range(KH):
                        for kx in range(KW):
                            y, xx = oy - pt - ky, ox - pl - kx
                            if 0 <= y < IH * stride[0] and 0 <= xx < IW * stride[1] and y % stride[0] == 0 and xx % stride[1] == 0:
                                for ic in range(IC):
                                    acc += x[((n * IH + y // stride[0]) * IW + xx // stride[1]) * IC + ic] * w[((oc * KH + ky) * KW + kx) * IC + ic]
                    out.append(acc + b[oc if len(b) > 1 else 0])
    return out, [N, OH, OW, OC]


def conv3d(x, xd, w, wd, b, stride, pad, dil):
    N, ID, IH, IW, IC = xd
    OC, KD, KH, KW, _ = wd
    sp = [xd[1 + a] + pad[2 * a] + pad[2 * a + 1] - (wd[1 + a] - 1) * dil[a] - 1 for a in range(3)]
    od = [N] + [s // st + 1 for s, st in zip(sp, stride)] + [OC]
    out = []
    for e in range(prod(od)):
        n, o0, o1, o2, oc = unravel(e, od)
        acc = b[oc]
        for k0 in range(KD):
            for k1 in range(KH):
                for k2 in range(KW):
                    p = [o * st + k * dl - pad[2 * a] for a, (o, st, k, dl) in enumerate(zip((o0, o1, o2), stride, (k0, k1, k2), dil))]
                    if all(0 <= p[a] < xd[1 + a] for a in range(3)):
                        for ic in range(IC):
                            acc += x[ravel([n] + p + [ic], xd)] * w[ravel([oc, k0, k1, k2, ic], wd)]
        out.append(acc)
    return out, od


def depthwise(x, xd, w, wd, b, stride, pad, dil):
    N, IH, IW, C = xd
    KH, KW, _, M = wd
    OH = (IH + pad[0] + pad[1] - (KH - 1) * dil[0] - 1) // stride[0] + 1
    OW = (IW + pad[2] + pad[3] - (KW - 1) * dil[1] - 1) // stride[1] + 1
    out = []
    for n in range(N):
        for oy in range(OH):
            for ox in range(OW):
                for c in range(C):
                    for m in range(M):
                        acc = b[c * M + m]
                        for ky in range(KH):
                            for kx in range(KW):
                                y = oy * stride[0] + ky * dil[0] - pad[0]
                                xx = ox * stride[1] + kx * dil[1] - pad[2]
                                if 0 <= y < IH and 0 <= xx < IW:
                                    acc += x[((n * IH + y) * IW + xx) * C + c] * w[((ky * KW + kx) * C + c) * M + m]
                        out.append(acc)
    return out, [N, OH, OW, C * M]


ZP = "tensor<1xf32>"


def case_convs():
    body, ins, exp, args, res = [], [], [], [], []
    body.append(tconst("%zp", [0.0], [1]))
    # transpose_conv2d: stride 2x3, out_pad with a negative (cropping) side
    for i, (xd, wd, stride, op) in enumerate([([1, 3, 4, 2], [3, 3, 2, 2], [2, 3], [0, 1, -1, 2]),
                                               ([2, 2, 3, 3], [2, 2, 3, 3], [1, 2], [-1, 0, 0, 0])]):
        x = vals(prod(xd), 70 + i)
        w = vals(prod(wd), 80 + i)
        b = vals(wd[0], 90 + i)
        y, od = tconv(x, xd, w, wd, b, stride, op)
        body += [tconst(f"%tw{i}", w, wd), tconst(f"%tb{i}", b, [wd[0]]),
                 f"    %r{len(res)} = tosa.transpose_conv2d %a{len(args)}, %tw{i}, %tb{i}, %zp, %zp {{acc_type = f32, "
                 f"out_pad = array<i64: {', '.join(map(str, op))}>, stride = array<i64: {', '.join(map(str, stride))}>}} : "
                 f"({ttype(xd)}, {ttype(wd)}, {ttype([wd[0]])}, {ZP}, {ZP}) -> {ttype(od)}"]
        ins.append(x); exp.append(y); args.append(xd); res.append(od)
    # conv3d: stride, padding and dilation differing per axis
    xd, wd = [1, 4, 5, 3, 2], [3, 2, 3, 2, 2]
    stride, pad, dil = [1, 2, 1], [1, 0, 0, 0, 1, 1], [2, 1, 1]
    x = vals(prod(xd), 100)
    w = vals(prod(wd), 101)
    b = vals(wd[0], 102)
    y, od = conv3d(x, xd, w, wd, b, stride, pad, dil)
    body += [tconst("%cw", w, wd), tconst("%cb", b, [wd[0]]),
             f"    %r{len(res)} = tosa.conv3d %a{len(args)}, %cw, %cb, %zp, %zp {{acc_type = f32, dilation = array<i64: {', '.join(map(str, dil))}>, "
             f"pad = array<i64: {', '.join(map(str, pad))}>, stride = array<i64: {', '.join(map(str, stride))}>}} : "
             f"({ttype(xd)}, {ttype(wd)}, {ttype([wd[0]])}, {ZP}, {ZP}) -> {ttype(od)}"]
    ins.append(x); exp.append(y); args.append(xd); res.append(od)
    # depthwise_conv2d with depth multiplier 3, odd shapes, stride and padding
    xd, wd = [2, 5, 4, 3], [3, 2, 3, 3]
    stride, pad, dil = [2, 1], [1, 1, 0, 1], [1, 2]
    x = vals(prod(xd), 110)
    w = vals(prod(wd), 111)
    b = vals(wd[2] * wd[3], 112)
    y, od = depthwise(x, xd, w, wd, b, stride, pad, dil)
    body += [tconst("%dw", w, wd), tconst("%db", b, [wd[2] * wd[3]]),
             f"    %r{len(res)} = tosa.depthwise_conv2d %a{len(args)}, %dw, %db, %zp, %zp {{acc_type = f32, dilation = array<i64: {', '.join(map(str, dil))}>, "
             f"pad = array<i64: {', '.join(map(str, pad))}>, stride = array<i64: {', '.join(map(str, stride))}>}} : "
             f"({ttype(xd)}, {ttype(wd)}, {ttype([wd[2] * wd[3]])}, {ZP}, {ZP}) -> {ttype(od)}"]
    ins.append(x); exp.append(y); args.append(xd); res.append(od)
    write("tosa_op_convs", ["tosa.transpose_conv2d (stride, out_pad with a negative side), tosa.conv3d (per-axis stride, pad,",
                            "dilation) and tosa.depthwise_conv2d with depth multiplier 3 on odd shapes."],
          args, res, body, ins, exp, tol="1e-5")


# ---- the older spellings (attributes instead of shape operands) ----

def case_old_forms():
    dims = [3, 4, 5]
    x = vals(prod(dims), 7)
    s0, sd0 = slice_(x, dims, [1, 0, 2], [2, 3, 3])
    t0, td0 = tile(x, dims, [1, 2, 1])
    rdims = [1, 3, 4, 2]
    rx = vals(prod(rdims), 120)
    r0, rd0 = resize(rx, rdims, "BILINEAR", [4, 2, 4, 2], [-1, -1], [1, 1])
    body = [f"    %r0 = \"tosa.slice\"(%a0) {{start = array<i64: 1, 0, 2>, size = array<i64: 2, 3, 3>}} : ({ttype(dims)}) -> {ttype(sd0)}",
            f"    %r1 = \"tosa.tile\"(%a0) {{multiples = array<i64: 1, 2, 1>}} : ({ttype(dims)}) -> {ttype(td0)}",
            f"    %r2 = \"tosa.resize\"(%a1) {{mode = \"BILINEAR\", scale = array<i64: 4, 2, 4, 2>, offset = array<i64: -1, -1>, "
            f"border = array<i64: 1, 1>}} : ({ttype(rdims)}) -> {ttype(rd0)}"]
    write("tosa_op_old_forms", ["The older TOSA spellings (LLVM 19): slice/tile/resize with attributes."],
          [dims, rdims], [sd0, td0, rd0], body, [x, rx], [s0, t0, r0], tol="1e-5")


# ---- ops no other case used (found by tools/mlir2c/gen_dialects_doc.py --check) ----

def f32(v):
    """v rounded to the nearest f32 (what a cast to f32 gives)."""
    return struct.unpack("<f", struct.pack("<f", v))[0]


def avg_pool(x, dims, k, stride, pad):
    """TOSA avg_pool2d, float: the mean of the taps inside the input (padding is
    not counted)."""
    n_, h, w, c = dims
    oh = (h + pad[0] + pad[1] - k[0]) // stride[0] + 1
    ow = (w + pad[2] + pad[3] - k[1]) // stride[1] + 1
    out = []
    for n in range(n_):
        for oy in range(oh):
            for ox in range(ow):
                for ch in range(c):
                    acc, cnt = 0.0, 0
                    for ky in range(k[0]):
                        for kx in range(k[1]):
                            iy, ix = oy * stride[0] - pad[0] + ky, ox * stride[1] - pad[2] + kx
                            if 0 <= iy < h and 0 <= ix < w:
                                acc += x[ravel([n, iy, ix, ch], dims)]
                                cnt += 1
                    out.append(acc / cnt)
    return out, [n_, oh, ow, c]


def case_misc():
    body, ins, exp, args, res = [], [], [], [], []

    def arg(dims, data):
        args.append(dims); ins.append(data)
        return f"%a{len(args) - 1}"

    def result(line, dims, data):
        body.append(f"    %r{len(res)} = " + line)
        res.append(dims); exp.append(data)

    d = [2, 3, 5]
    x = arg(d, [4 * v for v in vals(prod(d), 200)])
    xv = ins[-1]
    result(f"tosa.tanh {x} : ({ttype(d)}) -> {ttype(d)}", d, [math.tanh(v) for v in xv])
    result(f"tosa.sigmoid {x} : ({ttype(d)}) -> {ttype(d)}", d, [1 / (1 + math.exp(-v)) for v in xv])
    # avg_pool2d: odd kernel, stride and asymmetric padding (edge windows divide by fewer taps)
    pd = [1, 5, 4, 3]
    p = arg(pd, vals(prod(pd), 201))
    y, od = avg_pool(ins[-1], pd, [2, 3], [2, 1], [1, 0, 1, 2])
    body.append(tconst("%pzp", [0.0], [1]))
    result(f"tosa.avg_pool2d {p}, %pzp, %pzp {{acc_type = f32, kernel = array<i64: 2, 3>, pad = array<i64: 1, 0, 1, 2>, "
           f"stride = array<i64: 2, 1>}} : ({ttype(pd)}, {ZP}, {ZP}) -> {ttype(od)}", od, y)
    # logical_and of two comparisons, as a select between the operands
    a, b = vals(prod(d), 202), vals(prod(d), 203)
    xa, xb = arg(d, a), arg(d, b)
    i1 = ttype(d).replace("f32", "i1")
    body += [f"    %p0 = tosa.greater {xa}, {xb} : ({ttype(d)}, {ttype(d)}) -> {i1}",
             f"    %p1 = tosa.greater {xa}, {x} : ({ttype(d)}, {ttype(d)}) -> {i1}",
             f"    %p2 = tosa.logical_and %p0, %p1 : ({i1}, {i1}) -> {i1}"]
    result(f"tosa.select %p2, {xa}, {xb} : ({i1}, {ttype(d)}, {ttype(d)}) -> {ttype(d)}", d,
           [u if (u > v and u > w) else v for u, v, w in zip(a, b, xv)])
    # bitwise_or/xor and logical_right_shift on i32 (made by casts of whole numbers; negative
    # values shifted by 8 or more so the f32 result is exact)
    n = 12
    iv = [int(v * 64) * 977 for v in vals(n, 204)]
    sv = [8 + (i * 5) % 24 for i in range(n)]
    ia, ib = arg([n], [float(v) for v in iv]), arg([n], [float(v) for v in sv])
    it = f"tensor<{n}xi32>"
    body += [f"    %i0 = tosa.cast {ia} : ({ttype([n])}) -> {it}",
             f"    %i1 = tosa.cast {ib} : ({ttype([n])}) -> {it}",
             f"    %i2 = tosa.bitwise_or %i0, %i1 : ({it}, {it}) -> {it}",
             f"    %i3 = tosa.bitwise_xor %i0, %i1 : ({it}, {it}) -> {it}",
             f"    %i4 = tosa.logical_right_shift %i0, %i1 : ({it}, {it}) -> {it}"]
    for k, fn in ((2, lambda u, v: u | v), (3, lambda u, v: u ^ v), (4, lambda u, v: (u & 0xFFFFFFFF) >> v)):
        result(f"tosa.cast %i{k} : ({it}) -> {ttype([n])}", [n], [f32(float(fn(u, v))) for u, v in zip(iv, sv)])
    # scatter: values_in [N,K,C], indices [N,W] (distinct per batch), input [N,W,C]
    vd, wd = [2, 5, 3], [2, 2, 3]
    idx = [[3, 0], [1, 4]]
    vin, upd = vals(prod(vd), 205), vals(prod(wd), 206)
    xv_in, xu = arg(vd, vin), arg(wd, upd)
    out = list(vin)
    for nn in range(2):
        for w in range(2):
            for ch in range(3):
                out[ravel([nn, idx[nn][w], ch], vd)] = upd[ravel([nn, w, ch], wd)]
    body.append(f"    %sidx = \"tosa.const\"() <{{values = dense<[[3, 0], [1, 4]]> : tensor<2x2xi32>}}> : () -> tensor<2x2xi32>")
    result(f"tosa.scatter {xv_in}, %sidx, {xu} : ({ttype(vd)}, tensor<2x2xi32>, {ttype(wd)}) -> {ttype(vd)}", vd, out)
    # reduce_all/any of a comparison (i1), shown as a select of 1/0; reduce_prod (the older name)
    rd = [d[0], 1, d[2]]
    ones, zeros = tconst("%one", [1.0] * prod(rd), rd), tconst("%zero", [0.0] * prod(rd), rd)
    i1r = ttype(rd).replace("f32", "i1")
    body += [ones, zeros]
    for fn, comb in (("all", all), ("any", any)):
        body.append(f"    %q{fn} = tosa.reduce_{fn} %p0 {{axis = 1 : i32}} : ({i1}) -> {i1r}")
        want = []
        for i0 in range(d[0]):
            for i2 in range(d[2]):
                want.append(1.0 if comb(a[ravel([i0, i1_, i2], d)] > b[ravel([i0, i1_, i2], d)] for i1_ in range(d[1])) else 0.0)
        result(f"tosa.select %q{fn}, %one, %zero : ({i1r}, {ttype(rd)}, {ttype(rd)}) -> {ttype(rd)}", rd, want)
    pr = [d[0], d[1], 1]
    result(f"tosa.reduce_prod {x} {{axis = 2 : i32}} : ({ttype(d)}) -> {ttype(pr)}", pr,
           [math.prod(xv[ravel([i0, i1_, k], d)] for k in range(d[2])) for i0 in range(d[0]) for i1_ in range(d[1])])
    write("tosa_op_misc", ["tosa.tanh, sigmoid, avg_pool2d (padding not counted), logical_and, bitwise_or/xor,",
                           "logical_right_shift (of negative values: zero fill), scatter, reduce_all/any (i1) and",
                           "reduce_prod (the older name of reduce_product)."],
          args, res, body, ins, exp, tol="1e-5")


if __name__ == "__main__":
    case_concat()
    case_slice_tile_reverse()
    case_reduce()
    case_resize()
    case_convs()
    case_old_forms()
    case_misc()
