#!/usr/bin/env python3
"""check.py MLIR2C NPK_RUN NAME: translate NAME.mlir (a linalg.generic that
lowers to the loop op), run it on deterministic inputs and compare with a
float64 reference written here from the MLIR semantics (standard library
only). Exit 0 if every element is within 1e-5 * (1 + |expected|)."""
import math
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..', 'mlir_corpus'))
from npyio import read_npy, write_npy  # noqa: E402


def vals(n, seed, scale=1.0):
    out, s = [], seed
    for _ in range(n):
        s = (s * 1103515245 + 12345) % (1 << 31)
        out.append(((s >> 8) % 2001 - 1000) / 1000.0 * scale)
    return out


def sumsq_rows():
    x = [i * 0.5 for i in range(15)]
    return [((3, 5), x, '<f4')], [sum(x[r * 5 + c] ** 2 for c in range(5)) for r in range(3)]


def int_index_select():
    x = [1, -2, 3, -4, 5, 6, -7, 8]
    out = []
    for i in range(2):
        for j in range(4):
            v = x[i * 4 + j]
            s = v * 3 + i + j
            out.append(s if s > 3 else v)
    return [((2, 4), x, '<i4')], out


def max_two_dims():
    x, s = vals(3 * 7 * 5, 1, 4.0), vals(7, 2)
    out = [max(x[(j * 3 + i) * 5 + k] * s[j] for i in range(3) for k in range(5)) for j in range(7)]
    return [((7, 3, 5), x, '<f4'), ((7,), s, '<f4')], out


def cmp_i1():
    x, y = vals(25, 3), vals(5, 4)
    out = [1 if x[j * 5 + i] < y[j] else 0 for i in range(5) for j in range(5)]
    return [((5, 5), x, '<f4'), ((5,), y, '<f4')], out


def convert_trunc():
    x = [v * 3.7 for v in vals(301, 5)]
    f32 = lambda v: __import__('struct').unpack('<f', __import__('struct').pack('<f', v))[0]  # noqa: E731
    out = [math.trunc(f32(f32(v) * 10.0)) / 10.0 + (1.0 if v > 0 else 0.0) for v in x]
    return [((301,), x, '<f4')], out


def math_chain():
    x = [v * 2.5 for v in vals(45, 6)]
    out = [math.erf(v) + abs(v) ** 1.5 + math.log1p(abs(v)) + math.atan2(v, 2.0) + math.floor(v) for v in x]
    return [((5, 9), x, '<f4')], out


def map_two_ops():
    a, b = vals(28, 7), vals(28, 8)
    return [((4, 7), a, '<f4'), ((4, 7), b, '<f4')], [math.exp(x * y) - 1.0 for x, y in zip(a, b)]


def reduce_sumsq():
    x = vals(90, 9)
    out = [0.5 + sum(x[(j * 5 + i) * 6 + k] ** 2 for i in range(5) for k in range(6)) for j in range(3)]
    return [((3, 5, 6), x, '<f4')], out


def conv_window():
    x, w = vals(2 * 11 * 3, 10), vals(3 * 3 * 4, 11)
    out = [0.25 + sum(x[(n * 11 + 2 * i + k) * 3 + c] * w[(k * 3 + c) * 4 + f] for k in range(3) for c in range(3))
           for n in range(2) for i in range(5) for f in range(4)]
    return [((2, 11, 3), x, '<f4'), ((3, 3, 4), w, '<f4')], out


def two_out_bcast():
    x, b = vals(15, 12), vals(5, 13)
    o0 = [x[i * 5 + j] + b[j] for i in range(3) for j in range(5)]
    o1 = [x[i * 5 + j] * b[j] + 0.25 for i in range(3) for j in range(5)]
    return [((3, 5), x, '<f4'), ((5,), b, '<f4')], [o0, o1]


def three_out_reduce():
    x = vals(28, 14)
    rows = [x[i * 7:(i + 1) * 7] for i in range(4)]
    return [((4, 7), x, '<f4')], [[sum(r) for r in rows], [max(r) for r in rows],
                                  [sum(1 for v in r if v > 0) for r in rows]]


def reduce_two_inits():
    x, y = vals(18, 15), vals(18, 16)
    o0 = [1.0 + sum(x[i * 6 + j] for j in range(6)) for i in range(3)]
    o1 = [sum(x[i * 6 + j] * y[i * 6 + j] for j in range(6)) for i in range(3)]
    return [((3, 6), x, '<f4'), ((3, 6), y, '<f4')], [o0, o1]


def int_two_out():
    x = [5, -3, 0, 7, -1, 2, -8, 1, 4]
    return [((9,), x, '<i4')], [[3 * v + 1 for v in x], [1 if v > 0 else 0 for v in x]]


# ---- named linalg ops lowered through their generic form (tools/mlir2c/lower_linalg_loops.c) ----
def _at(shape, *idx):
    """Flat C-order index of idx in shape."""
    k = 0
    for n, i in zip(shape, idx):
        k = k * n + i
    return k


def _u32(v):
    return v % (1 << 32)


def _s32(v):
    v %= 1 << 32
    return v - (1 << 32) if v >= 1 << 31 else v


def named_conv_grouped():
    xs, ws = (1, 2, 3, 7, 8), (3, 2, 3, 2, 2)
    x, w = vals(2 * 3 * 7 * 8, 20), vals(3 * 2 * 3 * 2 * 2, 21)
    out = [0.5 + sum(x[_at(xs, 0, g, c, 2 * i + kh, j + 2 * kw)] * w[_at(ws, f, g, c, kh, kw)]
                     for c in range(3) for kh in range(2) for kw in range(2))
           for g in range(2) for f in range(3) for i in range(3) for j in range(6)]
    return [(xs, x, '<f4'), (ws, w, '<f4')], out


def named_pool3d_max():
    xs = (1, 4, 5, 3, 2)
    x = vals(4 * 5 * 3 * 2, 22)
    out = [max(x[_at(xs, 0, d + kd, 2 * h + kh, wi + kw, c)] for kd in range(2) for kh in range(2) for kw in range(2))
           for d in range(3) for h in range(2) for wi in range(2) for c in range(2)]
    return [(xs, x, '<f4')], out


def named_pool_min_dilated():
    xs = (1, 5, 7, 2)
    x = vals(5 * 7 * 2, 23)
    out = [min([0.75] + [x[_at(xs, 0, 2 * i + kh, j + 2 * kw, c)] for kh in range(2) for kw in range(3)])
           for i in range(2) for j in range(3) for c in range(2)]
    return [(xs, x, '<f4')], out


def named_pool_maxu_i32():
    xs = (1, 3, 4, 1)
    x = [3, -1, 7, 2, 9, 4, -6, 0, 1, 8, 5, -2]
    out = [_s32(max(_u32(x[_at(xs, 0, i + kh, j + kw, 0)]) for kh in range(2) for kw in range(2)))
           for i in range(2) for j in range(3)]
    return [(xs, x, '<i4')], out


def named_mmt4d():
    ls, rs, acs = (2, 3, 2, 4), (3, 3, 5, 4), (2, 3, 2, 5)
    lhs, rhs, acc = vals(48, 24), vals(180, 25), vals(60, 26)
    out = [acc[_at(acs, m, n, m0, n0)] + sum(lhs[_at(ls, m, k, m0, k0)] * rhs[_at(rs, n, k, n0, k0)]
                                             for k in range(3) for k0 in range(4))
           for m in range(2) for n in range(3) for m0 in range(2) for n0 in range(5)]
    return [(ls, lhs, '<f4'), (rs, rhs, '<f4'), (acs, acc, '<f4')], out


def named_contract():
    a, b, init = vals(15, 27), vals(5, 28), vals(12, 29)
    out = [init[m * 4 + n] + sum(a[k * 3 + m] * b[k] for k in range(5)) for m in range(3) for n in range(4)]
    return [((5, 3), a, '<f4'), ((5,), b, '<f4'), ((3, 4), init, '<f4')], out


def named_matmul_maps():
    a, b = vals(15, 30), vals(35, 31)
    out = [sum(a[m * 5 + k] * b[n * 5 + k] for k in range(5)) for m in range(3) for n in range(7)]
    return [((3, 5), a, '<f4'), ((7, 5), b, '<f4')], out


def named_batch_reduce():
    a, w, init = vals(30, 32), vals(60, 33), vals(8, 34)
    out = [init[m * 4 + n] + sum(a[_at((3, 2, 5), bb, m, k)] * w[_at((3, 5, 4), bb, k, n)] for bb in range(3) for k in range(5))
           for m in range(2) for n in range(4)]
    return [((3, 2, 5), a, '<f4'), ((3, 5, 4), w, '<f4'), ((2, 4), init, '<f4')], out


def named_matmul_unsigned():
    a = [1, -1, 2, -128, 5, 0, 3, -2, 7, 1, -5, 4, 6, -3, 2]
    b = [2, -1, 1, 3, -7, 0, 4, 1, -1, 2]
    out = [_s32(sum((a[m * 5 + k] % 256) * (b[k * 2 + n] % 256) for k in range(5))) for m in range(3) for n in range(2)]
    return [((3, 5), a, '|i1'), ((5, 2), b, '|i1')], [out, out]


def named_matmul_mixed():
    a = [300, -2, 7, -1000, 4, 5]
    b = [1, -70000, 3, 2, 0, 5, -6, 100000, 9, 1, 2, -3]
    out = [0.25 + sum(float(a[m * 3 + k]) * float(b[k * 4 + n]) for k in range(3)) for m in range(2) for n in range(4)]
    return [((2, 3), a, '<i2'), ((3, 4), b, '<i4')], out


def named_div_unsigned():
    a = [7, -7, 100, -1, 0, 9, 2147483647, -2147483648, 5, 13]
    b = [2, 2, -3, 3, 5, 1, 7, 2, -1, -13]
    out = [_s32(_u32(x) // _u32(y)) for x, y in zip(a, b)]
    return [((2, 5), a, '<i4'), ((2, 5), b, '<i4')], out


def named_round_select():
    x = [v * 3.0 for v in vals(21, 35)] [:17] + [2.5, -2.5, 0.5, -1.5]
    c = [(i * 7) % 3 != 0 for i in range(21)]
    y = vals(21, 36)
    rnd = [math.copysign(math.floor(abs(v) + 0.5), v) for v in x]
    return [((3, 7), x, '<f4'), ((3, 7), c, '|b1'), ((3, 7), y, '<f4')], [r if k else z for r, k, z in zip(rnd, c, y)]


def named_dw1d_wcm():
    xs, ws = (2, 9, 3), (3, 3, 2)
    x, w = vals(54, 37), vals(18, 38)
    out = [sum(x[_at(xs, n, 2 * i + kw, c)] * w[_at(ws, kw, c, m)] for kw in range(3))
           for n in range(2) for i in range(4) for c in range(3) for m in range(2)]
    return [(xs, x, '<f4'), (ws, w, '<f4')], out


def named_batch_matvec():
    a, v, init = vals(30, 39), vals(10, 40), vals(6, 41)
    out = [init[bb * 3 + m] + sum(a[_at((2, 3, 5), bb, m, k)] * v[bb * 5 + k] for k in range(5)) for bb in range(2) for m in range(3)]
    return [((2, 3, 5), a, '<f4'), ((2, 5), v, '<f4'), ((2, 3), init, '<f4')], out


def named_conv_groups2():
    xs, ws, ys, vs = (1, 2, 3, 5, 4), (2, 3, 3, 2, 3), (2, 4, 5, 2, 3), (2, 3, 2, 2, 3)
    x, w, y, v = vals(120, 42), vals(108, 43), vals(240, 44), vals(72, 45)
    o0 = [sum(x[_at(xs, 0, g, c, i + kh, j + kw)] * w[_at(ws, g, f, c, kh, kw)]
              for c in range(3) for kh in range(2) for kw in range(3))
          for g in range(2) for f in range(3) for i in range(4) for j in range(2)]
    o1 = [sum(y[_at(ys, n, i + kh, j + kw, g, c)] * v[_at(vs, g, f, kh, kw, c)]
              for kh in range(2) for kw in range(2) for c in range(3))
          for n in range(2) for i in range(3) for j in range(4) for g in range(2) for f in range(3)]
    return [(xs, x, '<f4'), (ws, w, '<f4'), (ys, y, '<f4'), (vs, v, '<f4')], [o0, o1]


def named_pool3d_min_sum():
    xs = (1, 5, 3, 5, 2)
    x = vals(150, 46)
    win = [(a, b, c) for a in range(2) for b in range(2) for c in range(2)]
    o0 = [min(x[_at(xs, 0, d + 2 * a, h + b, w + cc, c)] for a, b, cc in win)
          for d in range(3) for h in range(2) for w in range(4) for c in range(2)]
    o1 = [sum(x[_at(xs, 0, d + a, h + b, 2 * w + cc, c)] for a, b, cc in win)
          for d in range(4) for h in range(2) for w in range(2) for c in range(2)]
    return [(xs, x, '<f4')], [o0, o1]


def named_pool_unsigned():
    x = [3, -1, 7, 2, 9, 4, -6, 0, 1, 8, 5, -2]
    y = [4, -3, 0, 6, 2, 9, -1, 1, 5, 7]
    o0 = [_s32(min(_u32(x[_at((1, 3, 4, 1), 0, i + a, j + b, 0)]) for a in range(2) for b in range(2)))
          for i in range(2) for j in range(3)]
    o1 = [_s32(max(_u32(y[(i + k) * 2 + c]) for k in range(3))) for i in range(3) for c in range(2)]
    o2 = [_s32(min(_u32(y[(i + k) * 2 + c]) for k in range(3))) for i in range(3) for c in range(2)]
    return [((1, 3, 4, 1), x, '<i4'), ((1, 5, 2), y, '<i4')], [o0, o1, o2]


def named_dw3d():
    xs, ks, ys, qs = (1, 5, 3, 4, 2), (2, 2, 3, 2), (1, 2, 5, 3, 4), (2, 2, 2, 3)
    x, k, y, q = vals(120, 47), vals(24, 48), vals(120, 49), vals(24, 50)
    win = [(a, b, cc) for a in range(2) for b in range(2) for cc in range(3)]
    o0 = [sum(x[_at(xs, 0, 2 * d + a, h + b, w + cc, c)] * k[_at(ks, a, b, cc, c)] for a, b, cc in win)
          for d in range(2) for h in range(2) for w in range(2) for c in range(2)]
    o1 = [sum(y[_at(ys, 0, c, 2 * d + a, h + b, w + cc)] * q[_at(qs, c, a, b, cc)] for a, b, cc in win)
          for c in range(2) for d in range(2) for h in range(2) for w in range(2)]
    return [(xs, x, '<f4'), (ks, k, '<f4'), (ys, y, '<f4'), (qs, q, '<f4')], [o0, o1]


def named_batch_mmt4d():
    ls, rs, acs = (2, 2, 3, 1, 2), (2, 3, 3, 2, 2), (2, 2, 3, 1, 2)
    lhs, rhs, acc = vals(24, 51), vals(72, 52), vals(24, 53)
    out = [acc[_at(acs, b, m, n, m0, n0)] + sum(lhs[_at(ls, b, m, k, m0, k0)] * rhs[_at(rs, b, n, k, n0, k0)]
                                                for k in range(3) for k0 in range(2))
           for b in range(2) for m in range(2) for n in range(3) for m0 in range(1) for n0 in range(2)]
    return [(ls, lhs, '<f4'), (rs, rhs, '<f4'), (acs, acc, '<f4')], out


def reshape_dyn_groups():
    x = vals(120, 54)
    return [((2, 3, 4, 5), x, '<f4')], [-v for v in x]


def named_elementwise_maps():
    a = vals(15, 55, 2.0)
    x, y = [3, -7, 100000, 2, -1, 9, 40000, -5], [6, 2, -3, 70000, 0, 11, -4, 8]
    o0 = [math.tanh(a[k * 5 + j]) for i in range(2) for j in range(5) for k in range(3)]
    o1 = [_s32(x[j * 2 + i] * y[i * 4 + j]) for i in range(2) for j in range(4)]
    return [((3, 5), a, '<f4'), ((4, 2), x, '<i4'), ((2, 4), y, '<i4')], [o0, o1]


def arith_tensor():
    a, b = vals(15, 56, 2.0), vals(15, 57, 2.0)
    return [((3, 5), a, '<f4'), ((3, 5), b, '<f4')], [min(max(x - y, x) * y / 2.0 + x, 2.0) for x, y in zip(a, b)]


CASES = {f.__name__: f for f in (sumsq_rows, int_index_select, max_two_dims, cmp_i1, convert_trunc, math_chain,
                                 map_two_ops, reduce_sumsq, conv_window, two_out_bcast, three_out_reduce,
                                 reduce_two_inits, int_two_out)}
CASES['reduce_two_inits_generic'] = reduce_two_inits
CASES.update({f.__name__: f for f in (named_conv_grouped, named_pool3d_max, named_pool_min_dilated, named_pool_maxu_i32,
                                      named_mmt4d, named_contract, named_matmul_maps, named_batch_reduce,
                                      named_matmul_unsigned, named_matmul_mixed, named_div_unsigned, named_round_select,
                                      named_dw1d_wcm, named_batch_matvec, named_conv_groups2, named_pool3d_min_sum,
                                      named_pool_unsigned, named_dw3d, named_batch_mmt4d, reshape_dyn_groups,
                                      named_elementwise_maps, arith_tensor)})


def returning_only(text, k):
    """The case's MLIR with @main returning only its result k (npk-run
    writes output 0), so every output of a multi-output case is checked."""
    sig = re.search(r'(func\.func @main\(.*?\)) -> \((.*)\) \{', text)
    ret = re.search(r'return (.*) : (.*)', text)
    types = [t.strip() for t in sig.group(2).split(',')]
    names = [v.strip() for v in ret.group(1).split(',')]
    text = text[:sig.start()] + '%s -> %s {' % (sig.group(1), types[k]) + text[sig.end():]
    ret = re.search(r'return (.*) : (.*)', text)
    return text[:ret.start()] + 'return %s : %s' % (names[k], types[k]) + text[ret.end():]


def run_case(m2c, run, name, mlir_path, inputs, want, tmp):
    tcp = os.path.join(tmp, 'm.tcp')
    r = subprocess.run([m2c, mlir_path, '-o', tcp], capture_output=True, text=True)
    if r.returncode:
        print('FAIL: mlir2c:', r.stderr)
        return 1
    paths = []
    for k, (shape, data, descr) in enumerate(inputs):
        paths.append(os.path.join(tmp, 'in%d.npy' % k))
        write_npy(paths[-1], shape, data, descr)
    out = os.path.join(tmp, 'out.npy')
    r = subprocess.run([run, tcp] + paths + ['--quiet', '--output', out], capture_output=True, text=True)
    if r.returncode:
        print('FAIL: npk-run:', r.stderr)
        return 1
    _, _, got = read_npy(out)
    if len(got) != len(want):
        print('FAIL: %s: %d elements, want %d' % (name, len(got), len(want)))
        return 1
    bad = [(i, g, w) for i, (g, w) in enumerate(zip(got, want)) if not abs(float(g) - w) <= 1e-5 * (1 + abs(w))]
    if bad:
        print('FAIL: %s: %d of %d differ, first %s' % (name, len(bad), len(want), bad[:3]))
        return 1
    print('ok: %s (%d elements)' % (name, len(want)))
    return 0


def main():
    m2c, run, name = sys.argv[1:4]
    inputs, want = CASES[name]()
    path = os.path.join(HERE, name + '.mlir')
    with tempfile.TemporaryDirectory() as tmp:
        if not isinstance(want[0], list):
            return run_case(m2c, run, name, path, inputs, want, tmp)
        # all outputs live (output 0 checked), then each output alone
        if run_case(m2c, run, name + ' output 0 of %d' % len(want), path, inputs, want[0], tmp):
            return 1
        with open(path) as f:
            text = f.read()
        for k, w in enumerate(want):
            one = os.path.join(tmp, 'only%d.mlir' % k)
            with open(one, 'w') as f:
                f.write(returning_only(text, k))
            if run_case(m2c, run, '%s output %d alone' % (name, k), one, inputs, w, tmp):
                return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
