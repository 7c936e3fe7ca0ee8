#!/usr/bin/env python3
"""check.py MLIR2C NPK_RUN NAME: translate NAME.mlir (a linalg.generic that
lowers to the loop op), run it on deterministic inputs and compare with a
float64 reference written here from the MLIR semantics (standard library
only). Exit 0 if every element is within 1e-5 * (1 + |expected|)."""
import math
import os
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


CASES = {f.__name__: f for f in (sumsq_rows, int_index_select, max_two_dims, cmp_i1, convert_trunc, math_chain,
                                 map_two_ops, reduce_sumsq, conv_window)}


def main():
    m2c, run, name = sys.argv[1:4]
    inputs, want = CASES[name]()
    with tempfile.TemporaryDirectory() as tmp:
        tcp = os.path.join(tmp, 'm.tcp')
        r = subprocess.run([m2c, os.path.join(HERE, name + '.mlir'), '-o', tcp], capture_output=True, text=True)
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
        print('FAIL: %d elements, want %d' % (len(got), len(want)))
        return 1
    bad = [(i, g, w) for i, (g, w) in enumerate(zip(got, want)) if not abs(float(g) - w) <= 1e-5 * (1 + abs(w))]
    if bad:
        print('FAIL: %d of %d differ, first %s' % (len(bad), len(want), bad[:3]))
        return 1
    print('ok: %s (%d elements)' % (name, len(want)))
    return 0


if __name__ == '__main__':
    sys.exit(main())
