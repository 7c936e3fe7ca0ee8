#!/usr/bin/python3
"""Materialise the MLIR corpus: split public test files into one-function units.

    build_corpus.py --out DIR [--llvm-project GITDIR | --llvm-files DIR] [--iree GITDIR]
                    [--torch-mlir GITDIR] [--own] [--mlir-opt mlir-opt-22] [--mlir2c BUILD/mlir2c]

Sources are git directories of snapshots (read with `git --git-dir=... show HEAD:path`),
for llvm-project alternatively a plain directory of single files with a commits.tsv
(`--llvm-files`: each file from its own commit, as the file index holds them), and, for
`own`, this repository's fixture models printed/lowered by mlir-opt-19/-22.
For every unit it writes UNIT.mlir, inputs UNIT.in<k>.npy (deterministic random, seeded
from the unit's id) and, where known, UNIT.expect.npy: the value the test itself checks
(IREE check.expect_*_const) or the float64 reference (ref_eval.py) of the generic form
mlir-opt prints. manifest.json records repository, commit, path, function and sha256.
Needs numpy and mlir-opt; running the corpus (run.py) needs neither.
"""
import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import ref_eval  # noqa: E402
from mlir_generic import parse_tensor_type, is_float_type  # noqa: E402
from split_units import split_file, iree_units  # noqa: E402
import run as run_py  # noqa: E402  (the runner's shape chooser, so both choose alike)

LLVM_DIRS = ['mlir/test/Dialect/Tosa', 'mlir/test/Dialect/Linalg', 'mlir/test/Conversion/TosaToLinalg',
             'mlir/test/Integration/Dialect/Tosa', 'mlir/test/Integration/Dialect/Linalg']
IREE_DIRS = ['tests/e2e/tosa_ops', 'tests/e2e/linalg', 'tests/e2e/tensor_ops']
TORCH_DIRS = ['test/Conversion/TorchToTosa', 'test/Conversion/TorchToLinalg', 'test/Conversion/TorchToTensor',
              'test/Conversion/TorchToArith', 'test/Conversion/TorchToTMTensor', 'test/Dialect/TMTensor',
              'test/RefBackend', 'test/Conversion/TorchConversionToMLProgram']
MAX_UNITS_PER_SOURCE = 600
MAX_EXPECT_ELEMENTS = 1 << 22  # 16 MB of f32: all but one (65M elements) of the outputs that run
LICENCES = {'iree': 'Apache-2.0 WITH LLVM-exception', 'torch-mlir': 'Apache-2.0 WITH LLVM-exception',
            'llvm-project': 'Apache-2.0 WITH LLVM-exception', 'own': 'this project'}


# --- mlir-opt and reference values -----------------------------------------------------
def mlir_opt(tool, text, args=()):
    r = subprocess.run([tool, '--allow-unregistered-dialect', '--mlir-print-op-generic'] + list(args),
                       input=text.encode(), capture_output=True, timeout=60)
    if r.returncode != 0:
        return None, r.stderr.decode(errors='replace').strip().split('\n')[0]
    return r.stdout.decode(), None


# Older mlir-opts, tried in this order when the first does not parse a unit: the llvm-project
# files were taken at different commits, several before TOSA 1.0's syntax (operands for
# shapes and zero points, `values` of tosa.const), which only an older MLIR reads.
FALLBACK_MLIR_OPTS = ['mlir-opt-22', 'mlir-opt-19', 'mlir-opt-15', 'mlir-opt-14']


def generic_form(first_tool, text):
    """(generic text, the mlir-opt that printed it, None) from the first mlir-opt that parses
    TEXT (FIRST_TOOL, then the older ones), or (None, None, why) naming each one's error."""
    errors = []
    for tool in [first_tool] + [t for t in FALLBACK_MLIR_OPTS if t != first_tool]:
        if shutil.which(tool) is None:
            continue
        generic, err = mlir_opt(tool, text)
        if generic is None and older_tosa_spelled_anew(text) != text:
            generic, _ = mlir_opt(tool, older_tosa_spelled_anew(text))
        if generic is not None:
            return generic, tool, None
        errors.append('%s: %s' % (tool, err))
    return None, None, 'no mlir-opt parses it: ' + '; '.join(errors)


MLIR2C = os.environ.get('NPK_MLIR2C')  # --mlir2c: choose shapes by translating, as run.py does


def shapes_by_translating(text, func):
    """{name: dims} the runner would choose for this unit (run.py's choose_shapes: the first
    candidate sizes mlir2c translates with, e.g. a conv's output sizes consistent with its
    input), or None when mlir2c needs no shapes or takes none."""
    import tempfile
    with tempfile.TemporaryDirectory(prefix='corpus_shapes_') as tmp:
        unit = os.path.join(tmp, 'u.mlir')
        with open(unit, 'w') as f:
            f.write(text)
        extra = []

        def translate(opts):
            return run_py.run([MLIR2C, unit, '-o', os.path.join(tmp, 'u.tcp')] + extra + opts, 60)
        rc, out = translate([])
        if rc == 1 and 'public functions' in out and func:
            extra = ['--func', func]
            rc, out = translate([])
        m = run_py.RETURNS_NOTHING.search(out) if rc == 1 else None
        if m:
            extra += ['--outputs', m.group(1)]
            rc, out = translate([])
        opts, rc, out = run_py.choose_shapes(translate, text, func, out)
    if not opts or rc != 0:
        return None
    return {o.split('=')[1]: [int(d) for d in o.split('=')[2].split('x')] for o in opts if o.split('=')[2] != 'scalar'}


def choose_shapes(text, func, ins):
    """Sizes for the `?` dims of the arguments, as the corpus runner chooses them first (run.py:
    the static size at the same position of another argument, else 4; with --mlir2c, the
    sizes the runner settles on by translating): {name: dims} by the names the unit's own
    text gives (what mlir2c --shape takes), or None."""
    sig = run_py.signature(text, func)
    types = [parse_tensor_type(t) for t in ins]
    if len(sig) != len(ins) or any(tt is None or len(tt[0]) != len(d) for tt, d in zip(types, sig.values())):
        return None
    if MLIR2C:
        found = shapes_by_translating(text, func)
        if found and set(found) == {n for n, d in sig.items() if None in d}:
            return found
    chosen = {}
    for name, dims in sig.items():
        if any(d is None for d in dims):
            chosen[name] = run_py.fill_dims(name, dims, sig, chosen, run_py.DIM_CANDIDATES[0])
    return chosen


# IREE's flow ops in e2e tests, for the reference only (mlir-opt does not know the dialect):
# tie_shape states the dynamic sizes of a value and returns it unchanged (an identity), and
# dynamic_constant is a constant whose type hides its static shape from the compiler (the
# constant's value, cast to the dynamic type). mlir2c reads the unit as written.
_SSA = r'%[\w.$-]+'
FLOW_TIE_SHAPE = re.compile(r'flow\.tensor\.tie_shape\s+(%s)\s*:\s*(tensor<[^>]*>)\s*\{[^}]*\}' % _SSA)
FLOW_DYNAMIC_CONSTANT = re.compile(r'(%s)(\s*=\s*)flow\.tensor\.dynamic_constant\s+(.*?)\s*:\s*(tensor<[^>]*>)'
                                   r'\s*->\s*(tensor<[^>]*>)' % _SSA, re.S)


# Spellings of older TOSA dialects that no installed mlir-opt reads any more, each renamed
# or retyped without a change of meaning (TOSA 0.60 renamed DIV to INTDIV; MUL's shift and
# RESCALE's shift are i8 in the spec, i32 in older MLIR; CONCAT's axis is an i32 attribute
# that older tests wrote untyped; TOSA 1.0's tosa.const names its attribute `values`):
# for the reference only, so that units written against an older MLIR get expected values.
OLDER_TOSA_SPELLINGS = [
    (re.compile(r'\btosa\.div\b'), 'tosa.intdiv'),
    (re.compile(r'(tosa\.mul"?\(?[^\n]*?)<\{shift = (-?\d+) : i32 ?\}>'), r'\1{shift = \2 : i8}'),
    (re.compile(r'(tosa\.rescale[^\n]*?shift = array<)i32:'), r'\1i8:'),
    (re.compile(r'(tosa\.concat"?[^\n]*?)\{axis = (-?\d+)\}'), r'\1{axis = \2 : i32}'),
    (re.compile(r'("tosa\.const"\(\) \{)value = '), r'\1values = '),
]


def older_tosa_spelled_anew(text):
    """TEXT with the older TOSA spellings above as an installed mlir-opt reads them."""
    for pattern, repl in OLDER_TOSA_SPELLINGS:
        text = pattern.sub(repl, text)
    return text


def reference_text(text):
    """TEXT with IREE's flow tie_shape/dynamic_constant spelled as the builtin ops they mean."""
    text = FLOW_TIE_SHAPE.sub(lambda m: 'tensor.cast %s : %s to %s' % (m.group(1), m.group(2), m.group(2)), text)
    return FLOW_DYNAMIC_CONSTANT.sub(
        lambda m: '%s_static%sarith.constant %s : %s\n  %s = tensor.cast %s_static : %s to %s' % (
            m.group(1), m.group(2), m.group(3), m.group(4), m.group(1), m.group(1), m.group(4), m.group(5)), text)


def make_inputs(uid, generic, text='', func='', int_range=(-8, 8)):
    """Deterministic random inputs for the function's arguments (integers in INT_RANGE), and the
    sizes chosen for their `?` dims ({} if none); (None, None) if some argument cannot be made."""
    funcs, _ = ref_eval.functions(generic)
    fops = [f for n, f in funcs if 'private' not in f.attrs.get('sym_visibility', '')]
    if not fops:
        return None, None
    ins, _ = ref_eval.signature(fops[0])
    seed = int(hashlib.sha256(uid.encode()).hexdigest()[:8], 16)
    rng = np.random.default_rng(seed)
    arrays = []
    shapes = {}
    if any(parse_tensor_type(t) is not None and None in parse_tensor_type(t)[0] for t in ins):
        shapes = choose_shapes(text, func, ins)
        if not shapes:
            return None, None
    names = list(run_py.signature(text, func)) if shapes else []
    for k, t in enumerate(ins):
        tt = parse_tensor_type(t)
        if tt is None and re.fullmatch(r'f16|bf16|f32|f64|i1|i8|i16|i32|i64|index', t.strip()):
            # a scalar argument: mlir2c makes it a rank-0 input (f64 held as f32, index as i64)
            t = t.strip()
            tt = ([], 'i64' if t == 'index' else 'f32' if t == 'f64' else t)
        if tt is not None and shapes and names[k] in shapes:
            tt = (shapes[names[k]], tt[1])
        if tt is None or any(d is None for d in tt[0]):
            return None, None
        shape, elem = tt
        if elem == 'f16':  # stored as the argument's type: npk-run takes a file of the input's dtype
            arrays.append(rng.uniform(-2.0, 2.0, size=shape).astype(np.float16))
        elif elem == 'bf16':  # values on the bf16 grid, stored as their '<u2' bits (what npk-run reads)
            bits = rng.uniform(-2.0, 2.0, size=shape).astype(np.float32).view(np.uint32) >> 16
            arrays.append(bits.astype(np.uint16))
        elif is_float_type(elem):
            arrays.append(rng.uniform(-2.0, 2.0, size=shape).astype(np.float32))
        elif elem == 'i1':
            arrays.append(rng.integers(0, 2, size=shape).astype(np.bool_))
        elif elem in UNSIGNED:  # stored as the signed type of the same bits (a .tcp has no unsigned types)
            lo, hi = (0, 256) if int_range == (-8, 8) else int_range  # ui8's whole range
            arrays.append(rng.integers(lo, hi, size=shape).astype(UNSIGNED[elem]).view(SIGNED_OF[elem]))
        elif elem in ('i8', 'i16', 'i32', 'i64'):
            arrays.append(rng.integers(int_range[0], int_range[1], size=shape).astype({'i8': np.int8, 'i16': np.int16,
                                                                  'i32': np.int32, 'i64': np.int64}[elem]))
        else:
            return None, None
    return arrays, shapes


# what ref_eval says when an input breaks a REQUIRE of the spec (not a missing semantic)
INPUT_REQUIRE = re.compile(r"outside \[0, |outside apply_scale_32's REQUIRE|written twice")


UNSIGNED = {'ui8': np.uint8, 'ui16': np.uint16, 'ui32': np.uint32, 'ui64': np.uint64}
SIGNED_OF = {'ui8': np.int8, 'ui16': np.int16, 'ui32': np.int32, 'ui64': np.int64}


def input_values(generic, inputs, func=None):
    """Stored inputs as the reference takes them, by the argument's element type: floats as
    float64 (bf16 from its '<u2' bits), unsigned integers as their unsigned value."""
    funcs, _ = ref_eval.functions(generic)
    fops = [f for n, f in funcs if 'private' not in f.attrs.get('sym_visibility', '')]
    fops = [f for n, f in funcs if func is None or n == func] or fops
    types = [parse_tensor_type(t) for t in ref_eval.signature(fops[0])[0]] if fops else []
    values = []
    for k, a in enumerate(inputs):
        elem = types[k][1] if k < len(types) and types[k] else ''
        if elem == 'bf16':
            values.append((a.astype(np.uint32) << 16).view(np.float32).astype(np.float64))
        elif elem in UNSIGNED:
            values.append(a.view(UNSIGNED[elem]).astype(np.int64))
        else:
            values.append(np.asarray(a, np.float64) if a.dtype.kind == 'f' else a)
    return values


def reference(generic, inputs, func=None, outputs='returned'):
    """Output 0 as mlir2c gives it: the first returned value (or written memref argument);
    for a function with neither, the first value it prints (mlir2c --outputs printed) or
    else the first op result nothing uses (--outputs unused), as the corpus runner asks
    (OUTPUTS: the one the runner asked for). FUNC: the function (default the first public)."""
    try:
        args = input_values(generic, inputs, func) if inputs else []
        outs = ref_eval.evaluate(generic, args, func, outputs)
        if not outs and outputs == 'returned':  # the order mlir2c's refusal suggests them in
            outs = ref_eval.evaluate(generic, args, func, outputs='printed')
        if not outs and outputs == 'returned':
            outs = ref_eval.evaluate(generic, args, func, outputs='unused')
    except ref_eval.Unsupported as e:
        return None, 'no reference: %s' % e
    except Exception as e:  # a reference bug must not stop the build; it is reported
        return None, 'reference failed: %s: %s' % (type(e).__name__, e)
    if not outs:
        return None, 'no results'
    return np.asarray(outs[0]), None


# --- sources -----------------------------------------------------------------------------
def git(gitdir, *args):
    return subprocess.run(['git', '--git-dir', gitdir] + list(args), capture_output=True, check=True).stdout


def repo_files(gitdir, dirs):
    names = git(gitdir, 'ls-tree', '-r', '--name-only', 'HEAD', '--', *dirs).decode().split('\n')
    return sorted(n for n in names if n.endswith('.mlir') and not os.path.basename(n).startswith('invalid'))


def file_units(source, repo, commit, path, text, iree_style, note=''):
    """The units of one test file (the same splitting for every source)."""
    units = []
    for sec, fname, unit in split_file(text):
        base = dict(source=source, repo=repo, commit=commit, path=path, func=fname, section=sec)
        if iree_style and 'check.expect' in unit:
            for suffix, utext, expect in iree_units(fname, unit):
                units.append(dict(base, func=fname + suffix, text=utext, expect_text=expect,
                                  note='test transformed: unfoldable constants as arith.constant, '
                                       'optimization_barrier as tensor.cast, the checked value returned'))
        else:
            units.append(dict(base, text=unit, expect_text=None, note=note))
    return units


def collect_repo(source, repo, gitdir, dirs, iree_style):
    commit = git(gitdir, 'rev-parse', 'HEAD').decode().strip()
    units = []
    for path in repo_files(gitdir, dirs):
        text = git(gitdir, 'show', 'HEAD:' + path).decode(errors='replace')
        units += file_units(source, repo, commit, path, text, iree_style)
    return sample(units)


FILES_NOTES = {'full': '', 'code': 'file transcribed from the file index without its comment-only lines '
                                     '(FileCheck/RUN lines; the splitter drops comments anyway)'}


def read_commits_tsv(root):
    """{path: (commit, note)} from ROOT/commits.tsv: `path<TAB>commit<TAB>content`, '#' lines are comments."""
    entries = {}
    with open(os.path.join(root, 'commits.tsv')) as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip('\n')
            if not line.strip() or line.startswith('#'):
                continue
            cols = line.split('\t')
            if len(cols) < 2 or not re.match(r'^[0-9a-f]{40}$', cols[1]):
                sys.exit('commits.tsv:%d: expected `path<TAB>40-hex commit[<TAB>full|code]`' % n)
            content = cols[2] if len(cols) > 2 and cols[2] else 'full'
            if content not in FILES_NOTES:
                sys.exit('commits.tsv:%d: content must be one of %s' % (n, ', '.join(sorted(FILES_NOTES))))
            entries[cols[0]] = (cols[1], FILES_NOTES[content])
    return entries


def collect_files(source, repo, root, dirs):
    """Units from a plain directory of a repository's files, each with its own commit (commits.tsv).

    Every .mlir file under ROOT/dirs must be listed (no unit without provenance) and every
    listed file must exist; invalid*.mlir files are skipped as in collect_repo."""
    entries = read_commits_tsv(root)
    present = []
    for d in dirs:
        for dirpath, _, names in os.walk(os.path.join(root, d)):
            present += [os.path.relpath(os.path.join(dirpath, n), root) for n in names if n.endswith('.mlir')]
    unlisted = sorted(set(present) - set(entries))
    missing = sorted(p for p in entries if not os.path.isfile(os.path.join(root, p)))
    if unlisted or missing:
        sys.exit('%s: files without a commit in commits.tsv: %s; listed but absent: %s'
                 % (root, unlisted or 'none', missing or 'none'))
    units = []
    for path in sorted(present):
        if os.path.basename(path).startswith('invalid'):
            continue
        commit, note = entries[path]
        with open(os.path.join(root, path), encoding='utf-8', errors='replace') as f:
            units += file_units(source, repo, commit, path, f.read(), False, note)
    return sample(units)


def collect_units(source, corpus):
    """The units of SOURCE of an already materialised corpus (its manifest and unit texts), with
    their recorded provenance: to rebuild inputs and references without the source files (the
    llvm-project files come from the file index, not a snapshot). A unit whose text no longer
    matches its recorded sha256 stops the build."""
    with open(os.path.join(corpus, 'manifest.json')) as f:
        entries = [e for e in json.load(f) if e['source'] == source]
    units = []
    for e in entries:
        with open(os.path.join(corpus, e['id'] + '.mlir'), encoding='utf-8') as f:
            text = f.read()
        if hashlib.sha256(text.encode()).hexdigest() != e['sha256']:
            sys.exit('%s: %s.mlir differs from its manifest sha256' % (corpus, e['id']))
        units.append(dict(source=source, repo=e['repo'], commit=e['commit'], path=e['path'], func=e['func'],
                          section=e['section'], text=text, expect_text=None, note=e.get('note', '')))
    return units


def sample(units):
    """Keep at most MAX_UNITS_PER_SOURCE: every k-th unit in (path, section, function) order."""
    if len(units) <= MAX_UNITS_PER_SOURCE:
        return units
    step = len(units) / float(MAX_UNITS_PER_SOURCE)
    return [units[int(k * step)] for k in range(MAX_UNITS_PER_SOURCE)]


OWN_FILES = [  # (file, mlir-opt that parses it, dialect)
    ('tests/mlir2c/linalg/cnn_hex.mlir', 'mlir-opt-19', 'linalg'),
    ('tests/mlir2c/linalg/cnn_resources.mlir', 'mlir-opt-19', 'linalg'),
    ('tests/mlir2c/inputs/linalg_fns.mlir', 'mlir-opt-19', 'linalg'),
    ('tests/mlir2c/inputs/linalg_pad.mlir', 'mlir-opt-19', 'linalg'),
    ('tests/mlir2c/tosa/cnn_new_hex.mlir', 'mlir-opt-22', 'tosa'),
    ('tests/mlir2c/tosa/mlp_new_hex.mlir', 'mlir-opt-22', 'tosa'),
    ('tests/mlir2c/inputs/tosa_fns.mlir', 'mlir-opt-22', 'tosa'),
]
OWN_VARIANTS = {
    'linalg': [('pretty', []), ('generic', ['--mlir-print-op-generic']),
               ('debuginfo', ['--mlir-print-debuginfo']),
               ('generalized', ['--linalg-generalize-named-ops'])],
    'tosa': [('pretty', []), ('generic', ['--mlir-print-op-generic']),
             ('debuginfo', ['--mlir-print-debuginfo']),
             ('to-linalg', ['--pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,'
                            'tosa-to-arith,tosa-to-tensor))'])],
}


def collect_own(root):
    commit = subprocess.run(['git', '-C', root, 'rev-parse', 'HEAD'], capture_output=True).stdout.decode().strip()
    units = []
    for path, tool, dialect in OWN_FILES:
        with open(os.path.join(root, path)) as f:
            src = f.read()
        for sec, fname, unit in split_file(src):
            for variant, args in OWN_VARIANTS[dialect]:
                r = subprocess.run([tool] + args, input=unit.encode(), capture_output=True, timeout=60)
                if r.returncode != 0:
                    print('own: %s @%s %s: %s' % (path, fname, variant, r.stderr.decode()[:200]), file=sys.stderr)
                    continue
                units.append(dict(source='own (mlir-opt)', repo='this repository', commit=commit, path=path,
                                  func=fname + '.' + variant, section=sec, text=r.stdout.decode(),
                                  expect_text=None, note='%s %s' % (tool, ' '.join(args) or '(pretty)')))
    return units


# --- writing -------------------------------------------------------------------------------
def unit_id(u):
    stem = re.sub(r'[^\w.\-]+', '_', u['path'].replace('/', '__'))
    fn = re.sub(r'[^\w.\-]+', '_', u['func'])
    return '%s__s%d__%s' % (stem, u['section'], fn)


def takes_arguments(text, func):
    """Whether function `func` of a unit has arguments (IREE e2e functions have none)."""
    m = re.search(r'func\.func\s+(?:private\s+)?@"?%s"?\s*\(\s*(\S)' % re.escape(func.split('.check')[0]), text)
    return m is None or m.group(1) != ')'


def test_value(tool, expect_text):
    """The test's own expected value (a constant mlir-opt reads), or None."""
    eg, _, err = generic_form(tool, reference_text(expect_text))
    return reference(eg, [])[0] if eg is not None else None


def store_test_value(tool, entry, base, expect_text):
    """The test's own expected value as the unit's expect.npy, if mlir-opt reads it."""
    tref = test_value(tool, expect_text)
    if tref is None:
        return
    arr = tref.astype(np.float32) if tref.dtype.kind in 'fc' else tref.astype(np.int64)
    np.save(base + '.expect.npy', np.ascontiguousarray(arr))
    entry['expect'], entry['expect_from'] = entry['id'] + '.expect.npy', 'test'
    entry['reference_note'] += ' (the test\'s own value is stored)'


def write_units(out, units, tool):
    manifest = []
    for u in units:
        src_dir = re.sub(r'[^\w\-]+', '_', u['source'].split()[0])
        uid = src_dir + '/' + unit_id(u)
        base = os.path.join(out, uid)
        os.makedirs(os.path.dirname(base), exist_ok=True)
        with open(base + '.mlir', 'w') as f:
            f.write(u['text'])
        entry = dict(id=uid, source=u['source'], repo=u['repo'], commit=u['commit'], path=u['path'],
                     func=u['func'], section=u['section'], licence=LICENCES.get(u['source'].split()[0], ''),
                     sha256=hashlib.sha256(u['text'].encode()).hexdigest(), inputs=[], expect=None,
                     expect_from=None, note=u.get('note', ''))
        generic, used, err = generic_form(tool, reference_text(u['text']))
        if generic is None:
            entry['reference_note'] = err
            if u.get('expect_text') and not takes_arguments(u['text'], u['func']):
                # no mlir-opt reads the unit (e.g. IREE's flow ops on f4E2M1FN), but the test's
                # own value needs no inputs and no reference: a constant mlir-opt does read
                store_test_value(tool, entry, base, u['expect_text'])
            manifest.append(entry)
            continue
        entry['generic_by'] = used  # the mlir-opt whose generic form the inputs and reference read
        try:
            inputs, shapes = make_inputs(uid, generic, u['text'], u['func'])
            if shapes:
                entry['shapes'] = shapes  # mlir2c --shape NAME=dims; the inputs and reference use them
        except Exception as e:
            inputs, entry['reference_note'] = None, 'inputs: %s' % e
        if inputs is None:
            entry.setdefault('reference_note', 'arguments that cannot be generated (dynamic or non-numeric)')
            manifest.append(entry)
            continue
        ref, rnote = reference(generic, inputs)
        if ref is None and INPUT_REQUIRE.search(rnote or ''):
            # random integers that break a REQUIRE of the spec (a gather/scatter index outside
            # [0, K), a shift count outside [0, bits)), where the result is unpredictable:
            # integers in [0, 2) instead, which such operands accept
            small, _ = make_inputs(uid, generic, u['text'], u['func'], int_range=(0, 2))
            sref, snote = reference(generic, small)
            if sref is not None:
                entry['inputs_note'] = 'integers in [0, 2): in [-8, 8) they break a REQUIRE (%s)' % rnote
                inputs, ref, rnote = small, sref, None
        for k, a in enumerate(inputs):
            np.save(base + '.in%d.npy' % k, np.ascontiguousarray(a))
            entry['inputs'].append(uid + '.in%d.npy' % k)
        if u.get('expect_text'):
            tref = test_value(tool, u['expect_text'])
            if tref is not None:
                entry['expect_from'] = 'test'
                if ref is not None and ref.shape == tref.shape and ref.dtype.kind == 'f':
                    entry['ref_vs_test_max_err'] = float(np.max(np.abs(ref - tref))) if ref.size else 0.0
                ref, rnote = tref, None
        if ref is not None and ref.size > 1 and np.all(ref.reshape(-1) == ref.reshape(-1)[0]):
            entry['expect_count'] = int(ref.size)  # a splat: stored as one value
            ref = ref.reshape(-1)[:1]
        if ref is not None and ref.size > MAX_EXPECT_ELEMENTS:
            ref, rnote, entry['expect_from'] = None, 'expected output too large to store (%d elements)' % ref.size, None
        if ref is None:
            entry['reference_note'] = rnote
        else:
            entry['expect_from'] = entry['expect_from'] or 'ref_eval'
            # f32 is exact enough for a 1e-4 tolerance and halves the corpus
            arr = ref.astype(np.float32) if ref.dtype.kind in 'fc' else ref.astype(np.int64)
            if ref.dtype == np.bool_:
                arr = ref.astype(np.int64)
            np.save(base + '.expect.npy', np.ascontiguousarray(arr))  # C order: run.py reads no other
            entry['expect'] = uid + '.expect.npy'
        manifest.append(entry)
    return manifest


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--out', required=True)
    ap.add_argument('--llvm-project', help='git dir of an llvm-project snapshot or clone')
    ap.add_argument('--llvm-files', metavar='DIR',
                    help='plain directory of llvm-project files (mlir/test/...) with DIR/commits.tsv')
    ap.add_argument('--llvm-units', metavar='CORPUS',
                    help='take the llvm-project units of an already built corpus (its manifest.json)')
    ap.add_argument('--iree')
    ap.add_argument('--torch-mlir')
    ap.add_argument('--own', action='store_true')
    ap.add_argument('--mlir-opt', default='mlir-opt-22')
    ap.add_argument('--mlir2c', help='choose the sizes of `?` dims as run.py will, by translating with this mlir2c')
    a = ap.parse_args()
    global MLIR2C
    if a.mlir2c:
        MLIR2C = a.mlir2c
    if sum(1 for v in (a.llvm_project, a.llvm_files, a.llvm_units) if v) > 1:
        ap.error('--llvm-project, --llvm-files and --llvm-units are ways to give the same source: give one')
    units = []
    if a.llvm_files:
        units += collect_files('llvm-project', 'llvm/llvm-project', a.llvm_files, LLVM_DIRS)
    if a.llvm_project:
        units += collect_repo('llvm-project', 'llvm/llvm-project', a.llvm_project, LLVM_DIRS, False)
    if a.llvm_units:
        units += collect_units('llvm-project', a.llvm_units)
    if a.iree:
        units += collect_repo('iree', 'iree-org/iree', a.iree, IREE_DIRS, True)
    if a.torch_mlir:
        units += collect_repo('torch-mlir', 'llvm/torch-mlir', a.torch_mlir, TORCH_DIRS, False)
    if a.own:
        units += collect_own(os.path.dirname(os.path.dirname(HERE)))
    os.makedirs(a.out, exist_ok=True)
    manifest = write_units(a.out, units, a.mlir_opt)
    with open(os.path.join(a.out, 'manifest.json'), 'w') as f:
        json.dump(manifest, f, indent=1, sort_keys=True)
    n_exp = sum(1 for m in manifest if m['expect'])
    print('%d units (%d with expected values) in %s' % (len(manifest), n_exp, a.out))


if __name__ == '__main__':
    main()
