#!/usr/bin/env python3
"""Checks the float64 reference (ref_eval.py) against the project's golden outputs.

    ref_selftest.py [MLIR_OPT]

The CNN fixtures of tests/mlir2c/{linalg,tosa} have golden outputs computed outside this
project's code; ref_eval must reproduce them from the generic form mlir-opt prints. Also
checks that every committed own/ unit still has the sha256 its manifest records, and that
build_corpus.py --llvm-files gives each unit its own file's commit and refuses a file
without one.
Exit 77 (skipped) without numpy or mlir-opt: both are test-time tools only.
"""
import hashlib
import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)


def check_llvm_files():
    """--llvm-files: per-file commits from commits.tsv, the usual splitting, no unit without a commit."""
    import tempfile
    import build_corpus
    fails = 0
    with tempfile.TemporaryDirectory() as root:
        d = os.path.join(root, 'mlir', 'test', 'Dialect', 'Tosa')
        os.makedirs(d)
        with open(os.path.join(d, 'a.mlir'), 'w') as f:
            f.write('func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {\n  return %x : tensor<2xf32>\n}\n'
                    '// -----\n// expected-error@+1 {{bad}}\nfunc.func @g() {\n  return\n}\n'
                    '// -----\nfunc.func @h(%x: tensor<3xf32>) -> tensor<3xf32> {\n  return %x : tensor<3xf32>\n}\n')
        with open(os.path.join(d, 'b.mlir'), 'w') as f:
            f.write('func.func @k(%x: tensor<1xf32>) -> tensor<1xf32> {\n  return %x : tensor<1xf32>\n}\n')
        ca, cb = 'a' * 40, 'b' * 40
        with open(os.path.join(root, 'commits.tsv'), 'w') as f:
            f.write('# path\tcommit\tcontent\nmlir/test/Dialect/Tosa/a.mlir\t%s\tcode\n'
                    'mlir/test/Dialect/Tosa/b.mlir\t%s\n' % (ca, cb))
        units = build_corpus.collect_files('llvm-project', 'llvm/llvm-project', root, build_corpus.LLVM_DIRS)
        got = [(u['func'], u['section'], u['commit'], bool(u['note'])) for u in units]
        want = [('f', 0, ca, True), ('h', 2, ca, True), ('k', 0, cb, False)]
        if got != want:
            print('FAIL --llvm-files units: %s, want %s' % (got, want))
            fails += 1
        with open(os.path.join(d, 'c.mlir'), 'w') as f:
            f.write('func.func @m() {\n  return\n}\n')
        try:
            build_corpus.collect_files('llvm-project', 'llvm/llvm-project', root, build_corpus.LLVM_DIRS)
            print('FAIL --llvm-files took a file that commits.tsv does not list')
            fails += 1
        except SystemExit as e:
            if 'c.mlir' not in str(e):
                print('FAIL --llvm-files: the refusal does not name the file: %s' % e)
                fails += 1
    print('%s --llvm-files: per-file commits, expected-error section dropped, unlisted file refused'
          % ('FAIL' if fails else 'ok  '))
    return fails


def check_hand_worked(tool, np, ref_eval):
    """The integer ops (tosa_quant.mlir: rescale, table, mul shift, shift round; tosa_resize_int.mlir:
    integer resize; tosa_negate_zero_points.mlir: negate's clip) against the values worked by hand from the TOSA pseudo-code in its // EXPECT lines."""
    fails = 0
    for name in ('tosa_quant', 'tosa_resize_int', 'tosa_negate_zero_points'):
        path = os.path.join(ROOT, 'tests', 'mlir2c', 'inputs', name + '.mlir')
        text = open(path).read()
        r = subprocess.run([tool, '--mlir-print-op-generic', path], capture_output=True, text=True)
        if r.returncode != 0:
            print('note: %s does not parse %s (%s); not checked' % (tool, name, r.stderr.split('\n')[0]))
            continue
        ins = [np.array([int(v) for v in ln.split(':', 1)[1].split()], np.int64)
               for ln in text.splitlines() if ln.startswith('// INPUT')]
        import re
        sig = re.search(r'func\.func @\w+\((.*?)\) ->', text).group(1)   # each argument's static dims
        dims = [[int(d) for d in m.split('x') if d] for m in re.findall(r'%\w+: tensor<((?:\d+x)*)', sig)]
        ins = [a.reshape(d) if len(dims) == len(ins) else a for a, d in zip(ins, dims)]
        want = [[int(v) for v in ln.split(':', 1)[1].split()] for ln in text.splitlines() if ln.startswith('// EXPECT')]
        try:
            got = ref_eval.evaluate(r.stdout, ins)
        except ref_eval.Unsupported as e:
            print('FAIL %s: the reference does not evaluate it: %s' % (name, e))
            fails += 1
            continue
        bad = [k for k, w in enumerate(want) if np.asarray(got[k]).reshape(-1).tolist() != w]
        print('%s %s: %d results against the hand-worked values%s' % (
            'FAIL' if bad else 'ok  ', name, len(want), ', differ: %s' % bad if bad else ''))
        fails += 1 if bad else 0
    return fails


def check_hand_worked_float(tool, np, ref_eval):
    """Semantics the reference gained with mlir2c's (scalar ins operands, linalg.fill_rng_2d,
    pad sizes and output_shape from index constants) against the values of their
    tests/mlir2c/inputs cases (hand-computed, or numpy from the op's definition)."""
    from mlir_generic import parse_tensor_type
    fails = 0
    for name in ('linalg_generic_scalar_ins', 'linalg_fill_rng', 'tensor_pad_ssa_sizes', 'linalg_scaling_fp4',
                 'tosa_cast_unsigned'):
        path = os.path.join(ROOT, 'tests', 'mlir2c', 'inputs', name + '.mlir')
        text = open(path).read()
        r = subprocess.run([tool, '--mlir-print-op-generic', path], capture_output=True, text=True)
        if r.returncode != 0:
            print('note: %s does not parse %s (%s); not checked' % (tool, name, r.stderr.split('\n')[0]))
            continue
        funcs, _ = ref_eval.functions(r.stdout)
        types = ref_eval.signature(funcs[0][1])[0]
        ins = []
        for t, ln in zip(types, [ln for ln in text.splitlines() if ln.startswith('// INPUT')]):
            v = np.array([float(x) for x in ln.split(':', 1)[1].split()])
            tt = parse_tensor_type(t)
            ins.append(v.reshape(tt[0]) if tt else (int(v[0]) if t.strip().startswith('i') else float(v[0])))
        want = [[float(v) for v in ln.split(':', 1)[1].split()] for ln in text.splitlines() if ln.startswith('// EXPECT')]
        try:
            got = ref_eval.evaluate(r.stdout, ins)
        except ref_eval.Unsupported as e:
            print('FAIL %s: the reference does not evaluate it: %s' % (name, e))
            fails += 1
            continue
        bad = [k for k, w in enumerate(want)
               if not np.allclose(np.asarray(got[k], np.float64).reshape(-1), w, rtol=1e-6, atol=1e-6)]
        print('%s %s: %d results against the case values%s' % (
            'FAIL' if bad else 'ok  ', name, len(want), ', differ: %s' % bad if bad else ''))
        fails += 1 if bad else 0
    return fails


def check_torch_reference(np):
    """ref_torch.py against the hand/numpy values of tests/mlir2c/inputs/torch_*.mlir (written
    from PyTorch's documented semantics, not from ref_torch): every EXPECT line."""
    import glob
    import re
    import ref_torch
    fails = 0
    for path in sorted(glob.glob(os.path.join(ROOT, 'tests', 'mlir2c', 'inputs', 'torch_*.mlir'))):
        with open(path) as f:
            text = f.read()
        if '// ARGS:' in text:   # sizes given on the command line
            continue
        ins = {int(k): v.split() for k, v in re.findall(r'^// INPUT (\d+): (.*)$', text, re.M)}
        want = {int(k): [float(x) for x in v.split()] for k, v in re.findall(r'^// EXPECT (\d+): (.*)$', text, re.M)}
        args = re.search(r'func\.func @\w+\((.*?)\) ->', text).group(1)
        arrays = []
        k = -1
        for t in re.findall(r'%\w+: (\S+?)(?:,\s|$)', args):
            tt = ref_torch.torch_type(t)
            if tt is not None and 0 in tt[0]:   # an empty tensor: no program input
                continue
            k += 1
            if tt is None:   # a scalar argument (!torch.int, !torch.float): a rank-0 input
                arrays.append(np.array(float(ins[k][0])))
                continue
            dims, elem = tt
            arrays.append(ref_torch.as_dtype(np.array([float(x) for x in ins[k]]).reshape(dims), elem))
        outs = ref_torch.evaluate(text, arrays)
        bad = []
        for k, w in sorted(want.items()):
            got = np.asarray(outs[k], np.float64).reshape(-1)
            tol = 1e-6 * (1 + max(abs(x) for x in w))
            if got.size != len(w) or np.max(np.abs(got - np.array(w))) > tol:
                bad.append(k)
        print('%s ref_torch %s: %d outputs%s' % ('FAIL' if bad else 'ok  ', os.path.basename(path), len(want),
                                                 ', wrong: %s' % bad if bad else ''))
        fails += 1 if bad else 0
    return fails


def _loops_conv(np, inp, ker, layout, stride, dil):
    """A named convolution by its OpDSL formula, one output element at a time (no windows):
    layout 'nhwc_hwcf' or 'nchw_fchw' or 'nhwc_hwcm'."""
    if layout == 'nchw_fchw':
        n, c, h, w = inp.shape
        f, _, kh, kw = ker.shape
    else:
        n, h, w, c = inp.shape
        kh, kw = ker.shape[:2]
    oh, ow = (h - (kh - 1) * dil[0] - 1) // stride[0] + 1, (w - (kw - 1) * dil[1] - 1) // stride[1] + 1
    shape = {'nhwc_hwcf': (n, oh, ow, ker.shape[3]), 'nchw_fchw': (n, ker.shape[0], oh, ow),
             'nhwc_hwcm': (n, oh, ow, c, ker.shape[3])}[layout]
    out = np.zeros(shape)
    for idx in np.ndindex(*shape):
        acc = 0.0
        for y in range(kh):
            for x in range(kw):
                if layout == 'nchw_fchw':
                    b, fo, oy, ox = idx
                    acc += sum(inp[b, ci, oy * stride[0] + y * dil[0], ox * stride[1] + x * dil[1]] * ker[fo, ci, y, x]
                               for ci in range(c))
                elif layout == 'nhwc_hwcf':
                    b, oy, ox, fo = idx
                    acc += sum(inp[b, oy * stride[0] + y * dil[0], ox * stride[1] + x * dil[1], ci] * ker[y, x, ci, fo]
                               for ci in range(c))
                else:
                    b, oy, ox, ci, m = idx
                    acc += inp[b, oy * stride[0] + y * dil[0], ox * stride[1] + x * dil[1], ci] * ker[y, x, ci, m]
        out[idx] = acc
    return out


def check_windowed(np, ref_window, ref_eval):
    """ref_window (linalg named convolutions/poolings, TOSA resize/transpose_conv2d/conv3d) and
    the integer TOSA ops added with it, against loops over the OpDSL formulas and values worked
    by hand from the TOSA pseudo-code."""
    rng = np.random.default_rng(5)
    bad = []
    for name, layout, ishape, kshape in (('conv_2d_nhwc_hwcf', 'nhwc_hwcf', (2, 9, 8, 3), (2, 3, 3, 4)),
                                         ('conv_2d_nchw_fchw', 'nchw_fchw', (1, 3, 9, 7), (2, 3, 3, 2)),
                                         ('depthwise_conv_2d_nhwc_hwcm', 'nhwc_hwcm', (1, 8, 9, 3), (3, 2, 3, 2))):
        inp, ker = rng.standard_normal(ishape), rng.standard_normal(kshape)
        want = _loops_conv(np, inp, ker, layout, [2, 1], [1, 2])
        got = ref_window.linalg_conv(name, inp, ker, 0.0, [2, 1], [1, 2])
        if got.shape != want.shape or not np.allclose(got, want, rtol=0, atol=1e-12):
            bad.append(name)
    # pooling_nwc_max, window 2 with dilation 2, stride 1: max(1,2), max(5,4), max(2,3)
    got = ref_window.linalg_pool('pooling_nwc_max', np.array([1., 5, 2, 4, 3]).reshape(1, 5, 1), (2,),
                                 np.full((1, 3, 1), -np.inf), [1], [2])
    if got.reshape(-1).tolist() != [2, 5, 3]:
        bad.append('pooling_nwc_max %s' % got.reshape(-1).tolist())
    got = ref_window.linalg_pool('pooling_ncw_sum', np.arange(6.).reshape(1, 1, 6), (3,), np.ones((1, 1, 2)), [3], [1])
    if got.reshape(-1).tolist() != [4, 13]:  # 1 + (0+1+2), 1 + (3+4+5)
        bad.append('pooling_ncw_sum %s' % got.reshape(-1).tolist())
    # RESIZE of [10, 20] along y, scale 2/1: y = oy, iy = oy // 2, dy = (oy % 2) / 2
    col = np.array([10., 20.]).reshape(1, 2, 1, 1)
    for mode, is_float, want in (('NEAREST_NEIGHBOR', True, [10, 20, 20]), ('BILINEAR', True, [10, 15, 20]),
                                 ('BILINEAR', False, [20, 30, 40])):  # integers: weights of unit 2, not divided
        got = ref_window.tosa_resize(col if is_float else col.astype(np.int64), [2, 1, 1, 1], [0, 0], [0, 0],
                                     mode, is_float)
        if got.reshape(-1).tolist() != want:
            bad.append('resize %s %s: %s' % (mode, is_float, got.reshape(-1).tolist()))
    # TRANSPOSE_CONV2D: [1, 2] * [3, 4] at stride 2 -> [3, 4, 6, 8]; out_pad top -1 crops the first
    x, w = np.array([1., 2.]).reshape(1, 2, 1, 1), np.array([3., 4.]).reshape(1, 2, 1, 1)
    for pad, bias, want in (([0, 0, 0, 0], 0.0, [3, 4, 6, 8]), ([-1, 0, 0, 0], 1.0, [5, 7, 9]),
                            ([1, 1, 0, 0], 0.0, [0, 3, 4, 6, 8, 0])):
        got = ref_window.tosa_transpose_conv2d(x, w, np.array([bias]), [2, 1], pad)
        if got.reshape(-1).tolist() != want:
            bad.append('transpose_conv2d %s: %s' % (pad, got.reshape(-1).tolist()))
    # CONV3D against a 2-D conv of each depth slice pair (KD = 2, stride 1, no pad)
    a, k = rng.standard_normal((1, 3, 5, 4, 2)), rng.standard_normal((3, 2, 2, 3, 2))
    got = ref_window.tosa_conv3d(a, k, np.zeros(3), [1, 1, 1], [0] * 6, [1, 1, 1])
    want = np.stack([sum(_loops_conv(np, a[:, d + kd], np.transpose(k[:, kd], (1, 2, 3, 0)), 'nhwc_hwcf', [1, 1],
                                     [1, 1]) for kd in range(2)) for d in range(2)], axis=1)
    if not np.allclose(got, want, rtol=0, atol=1e-12):
        bad.append('conv3d')
    ev = ref_eval.Evaluator({})
    op = lambda name, out, attrs=None: ref_eval.Op(name, ['%0'], [], attrs or {}, [], [], [out])
    cases = (
        (op('tosa.clz', 'tensor<4xi32>'), [np.array([0, 1, -1, 256])], [32, 31, 0, 23]),
        (op('tosa.logical_right_shift', 'tensor<2xi8>'), [np.array([-128, -1]), np.array([1, 4])], [64, 15]),
        (op('tosa.bitwise_not', 'tensor<2xi8>'), [np.array([0, 5])], [-1, -6]),
        (op('tosa.clamp', 'tensor<3xi32>', {'min_int': '-2 : i64', 'max_int': '3 : i64', 'min_fp': '0.0 : f32',
                                            'max_fp': '0.5 : f32'}), [np.array([-5, 1, 9])], [-2, 1, 3]),
        (op('tosa.scatter', 'tensor<1x3x1xf32>'), [np.zeros((1, 3, 1)), np.array([[2, 0]]),
                                                    np.array([[[5.], [6.]]])], [6, 0, 5]),
    )
    for o, args, want in cases:
        got = np.asarray(ev.op(o, args, {})[0]).reshape(-1).tolist()
        if got != want:
            bad.append('%s: %s, want %s' % (o.name, got, want))
    for b in bad:
        print('FAIL windowed/integer reference: %s' % b)
    print('%s windowed ops (convolutions, poolings, resize, transpose_conv2d, conv3d) and clz/shift/not/'
          'clamp/scatter' % ('FAIL' if bad else 'ok  '))
    return len(bad)


def check_fallback(np, ref_eval):
    """build_corpus: a unit in LLVM 19's TOSA (clamp's min_fp/max_fp) that mlir-opt-22 refuses is
    printed by an older mlir-opt, which the manifest records; the reference reads its spelling.
    IREE's flow.tensor.tie_shape/dynamic_constant are read as the identity/constant they are."""
    import build_corpus
    fails = 0
    if not all(shutil.which(t) for t in ('mlir-opt-22', 'mlir-opt-19')):
        print('note: mlir-opt-22/-19 not both installed: the fallback is not checked')
        return 0
    unit = ('func.func @f(%x: tensor<3xf32>) -> tensor<3xf32> {\n'
            '  %0 = tosa.clamp %x {min_fp = -1.0 : f32, max_fp = 1.5 : f32, min_int = 0 : i64, max_int = 0 : i64}'
            ' : (tensor<3xf32>) -> tensor<3xf32>\n  return %0 : tensor<3xf32>\n}\n')
    generic, used, err = build_corpus.generic_form('mlir-opt-22', unit)
    got = ref_eval.evaluate(generic, [np.array([-3.0, 0.25, 2.0])])[0].tolist() if generic else None
    if used != 'mlir-opt-19' or got != [-1.0, 0.25, 1.5]:
        print('FAIL fallback: printed by %s (%s), clamp gives %s' % (used, err, got))
        fails += 1
    flow = ('func.func @g() -> tensor<2xi32> {\n  %a = flow.tensor.dynamic_constant dense<[4, 7]> : tensor<2xi32>'
            ' -> tensor<?xi32>\n  %c0 = arith.constant 0 : index\n  %d = tensor.dim %a, %c0 : tensor<?xi32>\n'
            '  %b = flow.tensor.tie_shape %a : tensor<?xi32>{%d}\n'
            '  %r = tensor.cast %b : tensor<?xi32> to tensor<2xi32>\n  return %r : tensor<2xi32>\n}\n')
    generic, used, err = build_corpus.generic_form('mlir-opt-22', build_corpus.reference_text(flow))
    got = ref_eval.evaluate(generic, [])[0].tolist() if generic else None
    if got != [4, 7]:
        print('FAIL flow ops for the reference: %s (%s)' % (got, err))
        fails += 1
    print('%s older mlir-opt when mlir-opt-22 refuses a unit; flow tie_shape/dynamic_constant'
          % ('FAIL' if fails else 'ok  '))
    return fails


def check_older_spellings(np, ref_eval):
    """build_corpus: units in an older TOSA spelling no installed mlir-opt reads (tosa.div, an
    untyped concat axis, negate's quantization_info) get their reference through the renamed spelling; a !quant.uniform
    operand is its storage integer (u8: 0..255); a named convolution reads only the input
    rows its output needs (linalg sizes the loops by the output)."""
    import build_corpus
    from mlir_generic import parse_tensor_type
    fails = 0
    cases = [('func.func @d(%a: tensor<3xi32>, %b: tensor<3xi32>) -> tensor<3xi32> {\n'
              '  %0 = tosa.div %a, %b : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>\n  return %0 : tensor<3xi32>\n}\n',
              [np.array([7, -7, 9]), np.array([2, 2, -4])], [3, -3, -2]),
             ('func.func @c(%a: tensor<1x2xf32>) -> tensor<2x2xf32> {\n'
              '  %0 = "tosa.concat"(%a, %a) {axis = 0} : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<2x2xf32>\n'
              '  return %0 : tensor<2x2xf32>\n}\n', [np.array([[1.0, 2.0]])], [1.0, 2.0, 1.0, 2.0]),
             ('func.func @w(%x: tensor<1x5x1x1xf32>, %k: tensor<1x2x1x1xf32>, %o: tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32> {\n'
              '  %0 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}'
              ' ins(%x, %k : tensor<1x5x1x1xf32>, tensor<1x2x1x1xf32>) outs(%o : tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>\n'
              '  return %0 : tensor<1x2x1x1xf32>\n}\n',
              [np.arange(1.0, 6.0).reshape(1, 5, 1, 1), np.array([1.0, 10.0]).reshape(1, 2, 1, 1), np.zeros((1, 2, 1, 1))],
              [21.0, 32.0]),
             ('func.func @n(%x: tensor<3xi8>) -> tensor<3xi8> {\n'
              '  %0 = "tosa.negate"(%x) {quantization_info = #tosa.unary_quant<input_zp = 5, output_zp = -2>}'
              ' : (tensor<3xi8>) -> tensor<3xi8>\n  return %0 : tensor<3xi8>\n}\n',
              [np.array([1, -128, 127], np.int8)], [2, 127, -124])]  # 3 - x, clipped: the older zero points
    if not shutil.which('mlir-opt-22') and not shutil.which('mlir-opt-19'):
        print('note: no mlir-opt-22/-19: the older spellings are not checked')
        cases = []
    for unit, args, want in cases:
        generic, used, err = build_corpus.generic_form('mlir-opt-22', unit)
        got = ref_eval.evaluate(generic, args)[0].reshape(-1).tolist() if generic else None
        if got != want:
            print('FAIL older spelling / conv window: %s gives %s (%s), expected %s' % (unit.split('\n')[1], got, err, want))
            fails += 1
    for t, want in (('tensor<2x!quant.uniform<u8:f32, 0.5:127>>', ([2], 'ui8')),
                    ('tensor<3x!quant.uniform<i8<-127:127>:f32, 0.01>>', ([3], 'i8'))):
        if parse_tensor_type(t) != want:
            print('FAIL %s reads as %s, expected %s' % (t, parse_tensor_type(t), want))
            fails += 1
    print('%s older TOSA spellings, quantized storage types, a convolution\'s unused input rows'
          % ('FAIL' if fails else 'ok  '))
    return fails
def check_fft(tool, np, ref_eval):
    """tosa.fft2d (forward, inverse: no 1/(H W)) and rfft2d, as the generic form reaches the
    reference, against numpy.fft (an independent oracle)."""
    import build_corpus
    unit = ('func.func @f(%re: tensor<2x2x4xf32>, %im: tensor<2x2x4xf32>) -> (tensor<2x2x4xf32>, tensor<2x2x4xf32>, '
            'tensor<2x2x3xf32>) {\n'
            '  %0, %1 = tosa.fft2d %re, %im {inverse = true} : (tensor<2x2x4xf32>, tensor<2x2x4xf32>) -> '
            '(tensor<2x2x4xf32>, tensor<2x2x4xf32>)\n'
            '  %2, %3 = tosa.rfft2d %re : (tensor<2x2x4xf32>) -> (tensor<2x2x3xf32>, tensor<2x2x3xf32>)\n'
            '  return %0, %1, %3 : tensor<2x2x4xf32>, tensor<2x2x4xf32>, tensor<2x2x3xf32>\n}\n')
    generic, used, err = build_corpus.generic_form(tool, unit)
    if not generic:
        print('note: %s does not print the FFT unit (%s); not checked' % (tool, err))
        return 0
    rng = np.random.RandomState(5)
    re, im = rng.uniform(-2, 2, (2, 2, 4)), rng.uniform(-2, 2, (2, 2, 4))
    got = ref_eval.evaluate(generic, [re, im])
    inv, rf = np.fft.ifft2(re + 1j * im) * 8, np.fft.rfft2(re)
    err = max(float(np.max(np.abs(np.asarray(g) - w))) for g, w in zip(got, (inv.real, inv.imag, rf.imag)))
    ok = err < 1e-12
    print('%s tosa.fft2d/rfft2d: max |ref - numpy.fft| = %.3g' % ('ok  ' if ok else 'FAIL', err))
    return 0 if ok else 1


def main():
    tool = sys.argv[1] if len(sys.argv) > 1 else 'mlir-opt-22'
    try:
        import numpy as np
        import ref_eval
    except ImportError:
        print('numpy is not installed: skipped')
        return 77
    fails = check_torch_reference(np)   # needs no mlir-opt: the torch dialect is read as printed
    if not shutil.which(tool):
        print('%s is not installed: skipped' % tool)
        return 77 if not fails else 1
    fails += check_llvm_files()
    fails += check_hand_worked(tool, np, ref_eval)
    fails += check_hand_worked_float(tool, np, ref_eval)
    import ref_window
    fails += check_windowed(np, ref_window, ref_eval)
    fails += check_fallback(np, ref_eval)
    fails += check_older_spellings(np, ref_eval)
    fails += check_fft(tool, np, ref_eval)
    with open(os.path.join(HERE, 'own', 'manifest.json')) as f:
        for e in json.load(f):
            with open(os.path.join(HERE, 'own', e['id'] + '.mlir'), 'rb') as u:
                ok = hashlib.sha256(u.read()).hexdigest() == e['sha256']
            if not ok:
                print('FAIL %s: sha256 differs from the manifest' % e['id'])
                fails += 1
    for dialect, model in (('linalg', 'cnn_hex'), ('tosa', 'cnn_new_hex'), ('tosa', 'mlp_new_hex')):
        d = os.path.join(ROOT, 'tests', 'mlir2c', dialect)
        stem = model.split('_')[0]
        r = subprocess.run([tool, '--mlir-print-op-generic', os.path.join(d, model + '.mlir')],
                           capture_output=True, text=True)
        if r.returncode != 0:
            print('note: %s does not parse %s/%s (%s); not checked' % (tool, dialect, model,
                                                                       r.stderr.split('\n')[0]))
            continue
        x = np.load(os.path.join(d, stem + '.input.npy')).astype(np.float64)
        want = np.load(os.path.join(d, stem + '.golden.npy'))
        got = ref_eval.evaluate(r.stdout, [x])[0]
        err = float(np.max(np.abs(got.reshape(want.shape) - want)))
        ok = err <= 1e-5 * (1 + float(np.max(np.abs(want))))
        print('%s %s/%s: max |ref - golden| = %.3g' % ('ok  ' if ok else 'FAIL', dialect, model, err))
        fails += 0 if ok else 1
    print('%s' % ('FAILED' if fails else 'all ok'))
    return 1 if fails else 0


if __name__ == '__main__':
    sys.exit(main())
