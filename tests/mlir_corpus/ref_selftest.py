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
    """The integer ops (tosa_quant.mlir: rescale, table, mul shift, shift round) against the
    values worked by hand from the TOSA pseudo-code in its // EXPECT lines."""
    fails = 0
    for name in ('tosa_quant',):
        path = os.path.join(ROOT, 'tests', 'mlir2c', 'inputs', name + '.mlir')
        text = open(path).read()
        r = subprocess.run([tool, '--mlir-print-op-generic', path], capture_output=True, text=True)
        if r.returncode != 0:
            print('note: %s does not parse %s (%s); not checked' % (tool, name, r.stderr.split('\n')[0]))
            continue
        ins = [np.array([int(v) for v in ln.split(':', 1)[1].split()], np.int64)
               for ln in text.splitlines() if ln.startswith('// INPUT')]
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
        for k, t in enumerate(re.findall(r'%\w+: (\S+?)(?:,\s|$)', args)):
            tt = ref_torch.torch_type(t)
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
