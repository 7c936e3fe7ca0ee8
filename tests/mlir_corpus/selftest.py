#!/usr/bin/env python3
"""Checks that run.py classifies what it is given: pass, wrong, refused and crash.

    selftest.py MLIR2C NPK_RUN

Builds a throw-away corpus from one passing unit of own/ (the unit as is; the same unit
with its expected values shifted; a unit with a syntax error) and runs run.py on it with
the real tools and with stand-in tools that crash or fail without a location.
"""
import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from npyio import read_npy, write_npy  # noqa: E402

FAILS = []
N_CHECKS = [0]


def check(cond, what):
    N_CHECKS[0] += 1
    print(('ok   ' if cond else 'FAIL ') + what)
    if not cond:
        FAILS.append(what)


def run(corpus, mlir2c, npk_run, *extra):
    r = subprocess.run([sys.executable, os.path.join(HERE, 'run.py'), '--corpus', corpus, '--mlir2c', mlir2c,
                        '--npk-run', npk_run, '-j', '1'] + list(extra), capture_output=True, text=True)
    return r.returncode, r.stdout + r.stderr


def listing(corpus, mlir2c, npk_run, cls):
    rc, out = run(corpus, mlir2c, npk_run, '--list', cls)
    return [l.split('\t')[0] for l in out.splitlines() if '\t' in l]


SAMPLE = '''// RUN: mlir-opt %s -split-input-file -verify-diagnostics | FileCheck %s
#map = affine_map<(d0) -> (d0)>
module attributes {transform.with_named_sequence} {
  func.func private @helper(%x: tensor<4xf32>) -> tensor<4xf32>
  // CHECK-LABEL: @a
  func.func @a(%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = call @helper(%x) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func @b(%x: tensor<4xf32>) -> tensor<4xf32> attributes {foo = "}"} {
    return %x : tensor<4xf32>
  }
  transform.named_sequence @__transform_main(%m: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}
// -----
func.func @bad(%x: tensor<4xf32>) {
  // expected-error @+1 {{nope}}
  return
}
// -----
func.func @check() {
  %0 = util.unfoldable_constant dense<[1.0, 2.0]> : tensor<2xf32>
  %1 = tosa.exp %0 : (tensor<2xf32>) -> tensor<2xf32>
  check.expect_almost_eq_const(%1, dense<[2.7182817,
      7.389056]> : tensor<2xf32>) : tensor<2xf32>
  check.expect_eq(%0, %0) : tensor<2xf32>
  return
}
'''


def check_splitter():
    from split_units import split_file, iree_units
    units = split_file(SAMPLE)
    names = [(sec, name) for sec, name, _ in units]
    check(names == [(0, 'a'), (0, 'b'), (2, 'check')], 'split: public functions, invalid section dropped (%s)'
          % names)
    a = units[0][2]
    check('#map = affine_map' in a and 'func.func private @helper' in a and '@b' not in a
          and 'transform.' not in a, 'split: a unit keeps aliases and private functions, drops the others')
    calls = split_file('func.func @foo() -> tensor<2xf32> {\n  %0 = arith.constant dense<1.0> : tensor<2xf32>\n'
                       '  return %0 : tensor<2xf32>\n}\nfunc.func @main() -> tensor<2xf32> {\n'
                       '  %0 = call @foo() : () -> tensor<2xf32>\n  return %0 : tensor<2xf32>\n}\n')
    main = [u for _, n, u in calls if n == 'main'][0]
    check('@foo()' in main and main.index('func.func @main') < main.index('func.func @foo'),
          'split: a unit keeps the public functions it calls, after its own')
    checks = iree_units('check', units[2][2])
    check(len(checks) == 2, 'split: one unit per check op')
    text, expect = checks[0][1], checks[0][2]
    check('func.func @check() -> tensor<2xf32>' in text and 'return %1 : tensor<2xf32>' in text
          and 'arith.constant dense<[1.0, 2.0]>' in text and 'check.' not in text and 'util.' not in text,
          'split: the checked value is returned, unfoldable constants are constants')
    check(expect is not None and '7.389056' in expect, 'split: a check written over two lines keeps its values')


def messages(corpus, mlir2c, npk_run, cls):
    rc, out = run(corpus, mlir2c, npk_run, '--list', cls)
    return dict(l.split('\t', 1) for l in out.splitlines() if '\t' in l)


def check_shape_chooser():
    """run.py's --shape choice on a stand-in translator that knows the true sizes."""
    sys.path.insert(0, HERE)
    import run as runner
    text = 'func.func @f(%a: tensor<?x3xf32>, %b: memref<2x?xf32>, %c: tensor<?xf32>) -> tensor<2x3xf32> {'
    check(runner.signature(text, 'f') == {'a': [None, 3], 'b': [2, None], 'c': [None]},
          'shapes: the signature is read (%s)' % runner.signature(text, 'f'))
    msg = {'a': "x.mlir:1:14: error: dimension 0 of argument 'a' (tensor<?x3xf32>) is unknown; give it with --shape a=...",
           'b': "x.mlir:1:14: error: dimension 1 of argument 'b' (memref<2x?xf32>) is unknown; give it with --shape b=...",
           'c': "x.mlir:1:14: error: dimension 0 of argument 'c' (tensor<?xf32>) is unknown; give it with --shape c=..."}
    tried = []

    def translate(opts):  # accepts a=2x3, b=2x3 and c=1 only, like a translator that checks shapes
        tried.append(list(opts))
        given = dict(o.split('=', 2)[1:] for o in opts)
        for n in ('a', 'b', 'c'):
            if n not in given:
                return 1, msg[n]
        if given == {'a': '2x3', 'b': '2x3', 'c': '1'}:
            return 0, 'mlir2c: wrote'
        return 1, 'x.mlir:2:3: error: tosa.add: operands do not broadcast'
    opts, rc, out = runner.choose_shapes(translate, text, 'f', msg['a'])
    check(rc == 0 and opts == ['--shape=a=2x3', '--shape=b=2x3', '--shape=c=1'],
          'shapes: a ? takes the static size at the same position of another argument, the rest a candidate '
          '(%s after %d tries)' % (opts, len(tried)))
    check(tried[0] == ['--shape=a=2x3'], 'shapes: the first try unifies a with b (%s)' % tried[0])
    opts, rc, out = runner.choose_shapes(translate, text, 'f', 'x.mlir:1:1: error: something else')
    check(opts is None and rc is None, 'shapes: nothing is chosen for other refusals')
    # an argument `?` reshaped to a static result: as many elements as the result
    text = 'func.func @g(%x: !torch.vtensor<[1,?,6],f32>) -> !torch.vtensor<[1,5,7,6],f32> {'
    check(runner.result_counts(text, 'g') == [210], 'shapes: result counts (%s)' % runner.result_counts(text, 'g'))
    xmsg = "x.mlir:1:14: error: dimension 1 of argument 'x' (tensor<1x?x6xf32>) is unknown; give it with --shape x=..."

    def translate_count(opts):  # accepts x=1x35x6 only (unflatten to 5x7)
        if not opts:
            return 1, xmsg
        if opts == ['--shape=x=1x35x6']:
            return 0, 'mlir2c: wrote'
        return 1, 'x.mlir:2:3: error: torch.aten.unflatten.int: the sizes do not divide dim 1'
    opts, rc, out = runner.choose_shapes(translate_count, text, 'g', xmsg)
    check(rc == 0 and opts == ['--shape=x=1x35x6'], 'shapes: a ? from the element count of a static result (%s)' % opts)


DYN_UNIT = '''func.func @dyn(%a: tensor<?x3xf32>, %b: tensor<2x?xf32>) -> tensor<?x3xf32> {
  %0 = tosa.add %a, %b : (tensor<?x3xf32>, tensor<2x?xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}
'''
# a pad whose padding is an argument (mlir2c wants it constant): the runner fixes it to 2
# where the result type allows (padgrow), else to 0 (padsame keeps the input's shape)
PADGROW_UNIT = '''func.func @padgrow(%a: tensor<2x3xf32>, %p: tensor<2x2xi32>) -> tensor<6x7xf32> {
  %0 = tosa.pad %a, %p : (tensor<2x3xf32>, tensor<2x2xi32>) -> tensor<6x7xf32>
  return %0 : tensor<6x7xf32>
}
'''
PADSAME_UNIT = '''func.func @padsame(%a: tensor<2x3xf32>, %p: tensor<2x2xi32>) -> tensor<2x3xf32> {
  %0 = tosa.pad %a, %p : (tensor<2x3xf32>, tensor<2x2xi32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
'''
DROPS_UNIT = '''func.func @drops(%a: tensor<4xf32>) {
  %0 = tosa.abs %a : (tensor<4xf32>) -> tensor<4xf32>
  return
}
'''


def main():
    mlir2c, npk_run = sys.argv[1], sys.argv[2]
    check_splitter()
    check_shape_chooser()
    with open(os.path.join(HERE, 'own', 'manifest.json')) as f:
        own = json.load(f)
    good = [e for e in own if e['expect'] and e['id'].endswith('tosa_fns.mlir__s0__fns.pretty')][0]
    tmp = tempfile.mkdtemp(prefix='mlir_corpus_selftest_')
    try:
        src = os.path.join(HERE, 'own')
        os.makedirs(os.path.join(tmp, 'own'))
        entries = []
        for name, kind in (('good', 'good'), ('shifted', 'wrong'), ('broken', 'broken')):
            e = dict(good, id='own/' + name, inputs=[], expect=None)
            with open(os.path.join(src, good['id'] + '.mlir')) as f:
                text = f.read()
            if kind == 'broken':
                text = text.replace('func.func', 'func.func @', 1)
            with open(os.path.join(tmp, e['id'] + '.mlir'), 'w') as f:
                f.write(text)
            for k, p in enumerate(good['inputs']):
                shutil.copy(os.path.join(src, p), os.path.join(tmp, 'own/%s.in%d.npy' % (name, k)))
                e['inputs'].append('own/%s.in%d.npy' % (name, k))
            shape, descr, vals = read_npy(os.path.join(src, good['expect']))
            if kind == 'wrong':
                vals = [v + 0.01 * (1 + max(abs(x) for x in vals)) for v in vals]
            write_npy(os.path.join(tmp, 'own/%s.expect.npy' % name), shape, vals, descr)
            e['expect'] = 'own/%s.expect.npy' % name
            entries.append(e)
        with open(os.path.join(tmp, 'manifest.json'), 'w') as f:
            json.dump(entries, f)

        # units the runner helps: a `?` argument (shapes chosen, inputs made) and a function
        # that returns nothing (--outputs unused); neither has inputs or expected values
        helped = ('own/drops', 'own/dyn', 'own/padgrow', 'own/padsame')
        for name, text in (('dyn', DYN_UNIT), ('drops', DROPS_UNIT), ('padgrow', PADGROW_UNIT),
                           ('padsame', PADSAME_UNIT)):
            with open(os.path.join(tmp, 'own', name + '.mlir'), 'w') as f:
                f.write(text)
            entries.append(dict(good, id='own/' + name, func=name, inputs=[], expect=None,
                                reference_note='arguments that cannot be generated (dynamic or non-numeric)'))
        with open(os.path.join(tmp, 'manifest.json'), 'w') as f:
            json.dump(entries, f)
        # with numpy and an mlir-opt, their reference is computed now (ref_eval.py): pass; else runs
        runs, passed = messages(tmp, mlir2c, npk_run, 'runs'), messages(tmp, mlir2c, npk_run, 'pass')
        try:
            import numpy  # noqa: F401
            now = any(shutil.which(t) for t in ('mlir-opt-22', 'mlir-opt-19', 'mlir-opt-15'))
        except ImportError:
            now = False
        got = dict(runs, **passed)
        check('shapes chosen: a=2x3 b=2x3' in got.get('own/dyn', '') and 'inputs made' in got['own/dyn'],
              'a unit with ? dims runs with chosen shapes and made inputs (%s)' % got.get('own/dyn'))
        check('--outputs unused' in got.get('own/drops', ''), 'a unit that returns nothing runs with --outputs '
              'unused (%s)' % got.get('own/drops'))
        check('constants chosen: p=2' in got.get('own/padgrow', '') and
              'constants chosen: p=0' in got.get('own/padsame', ''),
              'a pad\'s padding argument is fixed to 2, or to 0 where the declared result keeps the input\'s '
              'shape (%s; %s)' % (got.get('own/padgrow'), got.get('own/padsame')))
        passed = {k: m for k, m in passed.items() if k in helped}
        check(sorted(passed) == (list(helped) if now else []) and
              all('reference: ref_eval.py' in m for m in passed.values()),
              'their reference is computed now (ref_eval.py over mlir-opt\'s generic form) when numpy and mlir-opt '
              'are installed: %s pass' % sorted(passed))
        entries = entries[:3]
        with open(os.path.join(tmp, 'manifest.json'), 'w') as f:
            json.dump(entries, f)

        rc, out = run(tmp, mlir2c, npk_run)
        check(rc == 1, 'a wrong unit makes run.py exit 1 (got %d)' % rc)
        check(listing(tmp, mlir2c, npk_run, 'pass') == ['own/good'], 'the unit as built passes')
        check(listing(tmp, mlir2c, npk_run, 'wrong') == ['own/shifted'], 'shifted expected values are wrong')
        check(listing(tmp, mlir2c, npk_run, 'refused') == ['own/broken'], 'a syntax error is refused')

        # stand-in tools: a crashing translator, and one that fails without a location
        crash = os.path.join(tmp, 'crash.sh')
        with open(crash, 'w') as f:
            f.write('#!/bin/sh\nkill -SEGV $$\n')
        unlocated = os.path.join(tmp, 'unlocated.sh')
        with open(unlocated, 'w') as f:
            f.write('#!/bin/sh\necho "mlir2c: error: something" >&2\nexit 1\n')
        for p in (crash, unlocated):
            os.chmod(p, os.stat(p).st_mode | stat.S_IEXEC)
        check(len(listing(tmp, crash, npk_run, 'crash')) == 3, 'a translator killed by a signal is a crash')
        check(len(listing(tmp, unlocated, npk_run, 'crash')) == 3, 'an error without a location is a crash')
        check(run(tmp, crash, npk_run)[0] == 1, 'crashes make run.py exit 1')

        # and the good unit alone: exit 0
        with open(os.path.join(tmp, 'manifest.json'), 'w') as f:
            json.dump(entries[:1], f)
        rc, out = run(tmp, mlir2c, npk_run)
        check(rc == 0, 'a corpus that passes exits 0 (got %d)' % rc)
    finally:
        shutil.rmtree(tmp)
    print('%d passed, %d failed' % (N_CHECKS[0] - len(FAILS), len(FAILS)))
    return 1 if FAILS else 0


if __name__ == '__main__':
    sys.exit(main())
