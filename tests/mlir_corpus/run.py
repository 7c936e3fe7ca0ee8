#!/usr/bin/env python3
"""Run the MLIR corpus through mlir2c and npk-run and print the scoreboard.

    run.py --mlir2c BUILD/mlir2c --npk-run BUILD/npk-run [--corpus DIR] [-j 2]
           [--list CLASS] [--markdown [--update-doc docs/dialects.md]] [--top N] [--only REGEX]
           [--save RESULTS.json] [--baseline EARLIER.json] [--from RESULTS.json]

--from reports a --save file's classes (same corpus) without running the units again,
e.g. to regenerate the docs/dialects.md table from the run that was measured.

Every unit (manifest.json in the corpus directory, written by build_corpus.py) is
classified as
  pass      translated, ran, and output 0 is within 1e-4 * (1 + max|expected|) of the
            expected values (the test's own, or the float64 reference of ref_eval.py;
            where the stored values do not apply - inputs or sizes made here, or none
            stored - the reference is computed now: ref_torch.py for the torch dialect,
            ref_eval.py over the generic form of an installed mlir-opt for the rest);
  runs      translated (and ran, where inputs could be made) but no expected values;
  refused   mlir2c or npk-run exited 1..3 with a located message
            (`file:line:col: error: ...`, or `npk-run: FILE: ...`) and no crash;
  wrong     ran, but the numbers (or the element count) differ;
  crash     a signal, a sanitizer report, a timeout, mlir2c's internal error (exit 4),
            or an error without a location.
Exit status 1 iff wrong > 0 or crash > 0 (2 for usage errors, 77 if the corpus is absent).
Needs only the Python standard library (without numpy and mlir-opt the units that need a
reference computed now stay `runs`).
"""
import argparse
import collections
import concurrent.futures
import datetime
import json
import math
import os
import re
import signal
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from npyio import read_npy, write_npy  # noqa: E402

CLASSES = ['pass', 'runs', 'refused', 'wrong', 'crash']
# f32 kernels against a float64 reference: a sum of K products carries a relative error
# of about K * 2^-24; 1e-4 of the output's scale covers K up to ~1000 with margin, and
# is far below any real mistake (a wrong axis, pad or constant changes O(1) of the scale).
RTOL = 1e-4
LOCATED = re.compile(r'^\S+:\d+:\d+: error: ')
SANITIZER = re.compile(r'AddressSanitizer|UndefinedBehaviorSanitizer|LeakSanitizer|runtime error:|'
                       r'Segmentation fault|core dumped')


def first_error(text):
    for line in text.splitlines():
        if 'error' in line or line.startswith('npk-run:'):
            return line.strip()
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[0].strip() if lines else ''


def run(cmd, timeout):
    try:
        r = subprocess.run(cmd, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, 'timeout after %ds: %s' % (timeout, ' '.join(cmd))
    return r.returncode, (r.stderr + r.stdout).decode(errors='replace')


def tool_failure(tool, rc, out):
    """Classify a non-zero exit: ('refused' | 'crash', message)."""
    msg = first_error(out)
    if rc is None:
        return 'crash', out
    if rc < 0:
        return 'crash', '%s killed by signal %d: %s' % (tool, -rc, msg)
    if SANITIZER.search(out):
        return 'crash', 'sanitizer: ' + [l for l in out.splitlines() if SANITIZER.search(l)][0].strip()
    if tool == 'mlir2c':
        if rc in (1, 2, 3) and LOCATED.match(msg):
            return 'refused', msg
        if rc == 4:
            return 'crash', 'mlir2c internal error: ' + msg
        return 'crash', 'mlir2c exit %d without a location: %s' % (rc, msg)
    if rc in (1, 2, 3, 4) and msg.startswith('npk-run: '):
        return 'refused', msg
    return 'crash', 'npk-run exit %d: %s' % (rc, msg)


def compare(got, want, rtol=RTOL):
    """None if within tolerance, else a description."""
    if len(got) != len(want):
        return '%d elements, expected %d' % (len(got), len(want))
    finite = [abs(float(w)) for w in want if not (math.isnan(w) or math.isinf(w))]
    tol = rtol * (1.0 + (max(finite) if finite else 0.0))
    worst, where = 0.0, -1
    for k, (g, w) in enumerate(zip(got, want)):
        g, w = float(g), float(w)
        if math.isnan(w) or math.isnan(g):
            if math.isnan(w) and math.isnan(g):
                continue
            return 'element %d is %r, expected %r' % (k, g, w)
        if math.isinf(w) or math.isinf(g):
            if g != w:
                return 'element %d is %r, expected %r' % (k, g, w)
            continue
        if abs(g - w) > worst:
            worst, where = abs(g - w), k
    if worst > tol:
        return 'max |error| %.3g at element %d (got %r, expected %r; tolerance %.3g)' % (
            worst, where, float(got[where]), float(want[where]), tol)
    return None


# --- what the runner adds when the unit alone does not translate or has no inputs -------
UNKNOWN_DIM = re.compile(r"dimension \d+ of argument '([^']+)' \(((?:tensor|memref)<[^)]*>)\) is unknown")
CONST_HINT = re.compile(r"(?:argument '([^']+)' is used as a list element|size '%?([^']+)' is a scalar function "
                        r"argument|the padding is argument '([^']+)', given at run time).*fix it with --const")
# a chosen constant that contradicts a declared type (a pad of 2 where the result keeps the
# input's shape) is tried once more as 0
DECLARED_MISMATCH = re.compile(r"does not match the declared type")
RETURNS_NOTHING = re.compile(r"returns nothing.*\(--outputs (unused|printed):")
# sizes tried for a `?` that no other argument fixes: small, and 1 last (it hides layout bugs)
DIM_CANDIDATES = (4, 2, 3, 1, 16)   # 16 last: windows larger than 4 (a dilated 3-D pool)


def type_dims(t):
    """'tensor<?x4xf32>' -> [None, 4]; scalars/rank 0 -> []."""
    body = t[t.index('<') + 1:t.rindex('>')].split(',')[0]
    parts = body.split('x')[:-1]
    return [None if p == '?' else int(p) for p in parts]


def signature(text, func):
    """{argument name: dims} of func's arguments written as %name: tensor<...>/memref<...>."""
    m = re.search(r'func\.func\s+(?:\w+\s+)?@"?%s"?\s*\(' % re.escape(func), text)
    if not m:
        return {}
    sig = {}
    for a in re.finditer(r'%([\w$.\-]+)\s*:\s*((?:tensor|memref)<[^>]*>)', text[m.end():text.find('{', m.end())]):
        sig[a.group(1)] = type_dims(a.group(2))
    return sig


def result_signature(text, func):
    """{'->k': dims} of func's static result types (a `?` argument cast to a static result
    takes its size from there)."""
    m = re.search(r'func\.func\s+(?:\w+\s+)?@"?%s"?\s*\(' % re.escape(func), text)
    if not m:
        return {}
    head = text[m.end():text.find('{', m.end())]
    arrow = head.find('->')
    if arrow < 0:
        return {}
    return {'->%d' % k: type_dims(t.group(0))
            for k, t in enumerate(re.finditer(r'(?:tensor|memref)<[^>]*>', head[arrow:]))}


def result_counts(text, func):
    """Element counts of func's static results, tensor<...> or !torch.vtensor<[...],...>."""
    m = re.search(r'func\.func\s+(?:\w+\s+)?@"?%s"?\s*\(' % re.escape(func), text)
    if not m:
        return []
    head = text[m.end():text.find('{', m.end())]
    if '->' not in head:
        return []
    counts = []
    for t in re.finditer(r'!torch\.vtensor<\[([^\]]*)\]|\btensor<([^>]*)>', head[head.find('->'):]):
        dims = t.group(1).split(',') if t.group(1) is not None else t.group(2).split('x')[:-1]
        dims = [d.strip() for d in dims if d.strip()]
        if all(d.isdigit() for d in dims):
            n = 1
            for d in dims:
                n *= int(d)
            counts.append(n)
    return counts


def fill_dims(name, dims, sig, chosen, default):
    """Concrete dims for one argument: a `?` takes the static (or already chosen) size at the
    same position of another argument of the same rank, else `default`."""
    out = []
    for i, d in enumerate(dims):
        if d is None:
            for other, od in list(chosen.items()) + list(sig.items()):
                if other != name and len(od) == len(dims) and od[i] is not None:
                    d = od[i]
                    break
        out.append(d if d is not None else default)
    return out


def choose_shapes(translate, text, func, first_out):
    """--shape options under which the unit translates: every `?` unified with the other
    arguments (else with the static results, else not unified), the rest from
    DIM_CANDIDATES; the first that translates wins.
    Returns (options, rc, out); options is None when no choice was needed."""
    if not UNKNOWN_DIM.search(first_out):
        return None, None, first_out
    sig = signature(text, func)
    rc, out, opts = None, first_out, []
    reported = None
    # the arguments unified with each other; if no size translates, unified with the
    # static results instead (an argument `?` the op casts to a static size), then not
    # unified at all (unification can pair dims that need not be equal). A failure is
    # reported as the first way gave it.
    for unify in (sig, result_signature(text, func), {}):
        for default in DIM_CANDIDATES:
            chosen, out = {}, first_out
            for _ in range(16):
                m = UNKNOWN_DIM.search(out)
                if not m or m.group(1) in chosen:
                    break
                chosen[m.group(1)] = fill_dims(m.group(1), type_dims(m.group(2)), unify,
                                               chosen if unify is sig else {}, default)
                opts = ['--shape=%s=%s' % (k, 'x'.join(str(d) for d in v) or 'scalar') for k, v in chosen.items()]
                rc, out = translate(opts)
                if rc == 0:
                    return opts, rc, out
            if rc is not None and rc != 1:
                return opts, rc, out  # a crash or usage error: report it, do not hide it behind other sizes
        if reported is None:
            reported = (opts, rc, out)
    # last: an argument with one `?` that the function reshapes to a static result
    # (unflatten, view) holds as many elements as that result
    counts = result_counts(text, func)
    chosen, out = {}, first_out
    for _ in range(16):
        m = UNKNOWN_DIM.search(out)
        if not m or m.group(1) in chosen:
            break
        dims = type_dims(m.group(2))
        known = 1
        for d in dims:
            known *= d if d is not None else 1
        fit = [c // known for c in counts if known and c % known == 0 and c // known > 0]
        if dims.count(None) != 1 or not fit:
            break
        chosen[m.group(1)] = [fit[0] if d is None else d for d in dims]
        opts = ['--shape=%s=%s' % (k, 'x'.join(str(d) for d in v) or 'scalar') for k, v in chosen.items()]
        rc, out = translate(opts)
        if rc == 0:
            return opts, rc, out
    return reported


NPY_DESCR = {'f32': '<f4', 'f16': '<f2', 'bf16': '<u2', 'i1': '|b1', 'i8': '|i1', 'i16': '<i2', 'i32': '<i4',
             'i64': '<i8', 'f64': '<f8', 'i4': '|i1', 'i2': '|i1', 'f8E4M3FN': '<f4', 'f8E5M2': '<f4',
             'f8E4M3FNUZ': '<f4', 'f8E5M2FNUZ': '<f4', 'f8E8M0FNU': '<f4', 'f4E2M1FN': '<f4'}
# values every 8/4-bit float holds exactly (npk-run reads them as '<f4'); f8E8M0FNU: powers of two
SMALL_FLOAT_VALUES = [0.0, 0.5, 1.0, 1.5, 2.0, -0.5, -1.0, -1.5, -2.0]
TENSOR_LINE = re.compile(r'^\s+%(\d+)\s+\S+\s+\w+\s+\[([\d, ]*)\]\s+(\w+)')


def make_inputs(args, tcp, tmp, seed, int_range=(-8, 8)):
    """Deterministic random inputs for every program input, from npk-run --print (shapes and
    element types), integers in int_range; (paths, None) or (None, why not)."""
    import random
    import struct
    rc, out = run([args.npk_run, tcp, '--print'], args.timeout)
    if rc != 0:
        return None, 'npk-run --print failed: ' + first_error(out)
    tensors = {}
    for line in out.splitlines():
        m = TENSOR_LINE.match(line)
        if m:
            tensors[int(m.group(1))] = ([int(d) for d in m.group(2).split(',') if d.strip()], m.group(3))
    line = next((l for l in out.splitlines() if l.startswith('inputs:')), 'inputs:')
    rng = random.Random(seed)
    paths = []
    for k, idx in enumerate(int(i) for i in re.findall(r'%(\d+)\(', line)):
        shape, dtype = tensors[idx]
        if dtype not in NPY_DESCR:
            return None, 'input %d is %s' % (k, dtype)
        n = 1
        for d in shape:
            n *= d
        if dtype in ('f32', 'f16', 'f64'):
            vals = [rng.uniform(-2.0, 2.0) for _ in range(n)]
        elif dtype == 'f8E8M0FNU':
            vals = [2.0 ** rng.randrange(-2, 3) for _ in range(n)]
        elif dtype.startswith(('f8', 'f4')):
            vals = [rng.choice(SMALL_FLOAT_VALUES) for _ in range(n)]
        elif dtype in ('i4', 'i2'):
            vals = [rng.randrange(-8, 8) if dtype == 'i4' else rng.randrange(-2, 2) for _ in range(n)]
        elif dtype == 'bf16':  # the top half of an f32
            vals = [struct.unpack('<I', struct.pack('<f', rng.uniform(-2.0, 2.0)))[0] >> 16 for _ in range(n)]
        elif dtype == 'i1':
            vals = [rng.randrange(2) == 1 for _ in range(n)]
        else:
            vals = [rng.randrange(*int_range) for _ in range(n)]
        path = os.path.join(tmp, 'in%d.npy' % k)
        write_npy(path, shape, vals, NPY_DESCR[dtype])
        paths.append(path)
    return paths, None


def bf16_values(descr, got):
    """npk-run writes bf16 as its bit patterns ('<u2', the only type it writes so): the values."""
    if descr != '<u2':
        return got
    import struct
    return [struct.unpack('<f', struct.pack('<I', b << 16))[0] for b in got]


def same_bits_as_unsigned(unit, descr, want):
    """A .tcp has no unsigned element types: a `ui8` result is held, and written by
    npk-run, as the i8 with the same bits (TOSA's output_unsigned). When the unit
    declares an unsigned tensor type, the expected integers are compared as the
    signed values of the same width (222 as ui8 is -34 as i8)."""
    bits = {'i1': 8, 'i2': 16, 'i4': 32, 'i8': 64}.get(descr[1:])
    if not bits:
        return want
    with open(unit, encoding='utf-8', errors='replace') as f:
        if not re.search(r'(xui|,\s*ui)(8|16|32|64)>', f.read()):  # tensor<4xui8>, !torch.vtensor<[4],ui8>
            return want
    m = 1 << bits
    return [((int(w) + m // 2) % m) - m // 2 if w == w and abs(w) != float('inf') else w for w in want]


def torch_reference(unit, func, inputs, consts=None):
    """Output 0 of a torch-dialect unit on the runner's inputs, from ref_torch.py (the
    corpus stores no expected values for these: mlir-opt cannot print their generic
    form); (values, None) or (None, why not)."""
    with open(unit, encoding='utf-8', errors='replace') as f:
        text = f.read()
    if 'torch.' not in text and 'tm_tensor.' not in text:
        return None, 'not the torch dialect'
    try:
        import numpy as np
        import ref_torch
        import ref_tmtensor
    except ImportError as e:
        return None, 'no numpy: %s' % e
    arrays = []
    for path in inputs:
        shape, descr, vals = read_npy(path)
        vals = bf16_values(descr, vals)  # the runner writes bf16 inputs as '<u2' bits
        arrays.append(np.array(vals, dtype=np.bool_ if descr == '|b1' else np.float64 if 'f' in descr or descr == '<u2' else np.int64).reshape(shape))
    try:
        if 'tm_tensor.' in text and 'torch.' not in text:   # TMTensor's custom syntax, no torch ops
            outs = ref_tmtensor.evaluate(text, arrays)
        else:
            outs = ref_torch.evaluate(text, arrays, func or None, consts or {})
    except (ref_torch.Unsupported, ref_tmtensor.Unsupported) as e:
        return None, 'no reference: %s' % e
    except Exception as e:  # a reference bug must not stop the run; it shows as no reference
        return None, 'reference failed: %s: %s' % (type(e).__name__, e)
    if not outs:
        return None, 'no results'
    return [float(v) for v in np.asarray(outs[0]).reshape(-1)], None


NPY_NUMPY = {'<f4': 'float32', '<f2': 'float16', '<u2': 'uint16', '|b1': 'bool', '|i1': 'int8', '<i2': 'int16',
             '<i4': 'int32', '<i8': 'int64', '<f8': 'float64'}


def generic_reference(unit, func, inputs, outputs='returned', consts=None):
    """Output 0 of a unit of the builtin dialects (TOSA, linalg, tensor, arith) on the runner's
    inputs, from ref_eval.py over the generic form an installed mlir-opt prints: for the
    units whose stored values do not apply (inputs made here, sizes chosen here) or that
    have none because the reference learned the op after the corpus was built. Without
    numpy or mlir-opt such units stay `runs`; (values, None) or (None, why not)."""
    try:
        import numpy as np
        import build_corpus
    except ImportError as e:
        return None, 'no numpy: %s' % e
    generic, err = unit_generic(unit)
    if generic is None:
        return None, err
    arrays = []
    for path in inputs:
        shape, descr, vals = read_npy(path)
        arrays.append(np.array(vals, dtype=NPY_NUMPY[descr]).reshape(shape))
    if consts:  # the arguments fixed with --const are no inputs of the .tcp: put them back
        rest, arrays = arrays, []
        for name, typ in run_py_signature_args(unit, func):
            if name in consts:
                arrays.append(const_argument(typ, consts[name]))
            elif rest:
                arrays.append(rest.pop(0))
    want, why = build_corpus.reference(generic, arrays, func or None, outputs)
    if want is None:
        return None, why
    return [float(v) for v in np.asarray(want, np.float64).reshape(-1)], None


GENERIC_CACHE = {}


def unit_generic(unit):
    """(generic text, None) of a unit as an installed mlir-opt prints it, or (None, why not)."""
    if unit not in GENERIC_CACHE:
        try:
            import build_corpus
        except ImportError as e:
            GENERIC_CACHE[unit] = (None, None, 'no numpy: %s' % e)
        else:
            with open(unit, encoding='utf-8', errors='replace') as f:
                text = f.read()
            GENERIC_CACHE[unit] = build_corpus.generic_form('mlir-opt-22', build_corpus.reference_text(text))
    generic, _, err = GENERIC_CACHE[unit]
    return generic, err


# loop sizes given to the loops of a linalg op whose operands are all `?` (distinct, so that a
# swapped axis changes the element count or the numbers; the window loops small)
PARALLEL_SIZES = (3, 4, 2, 5)
WINDOW_SIZES = (2, 3)


def shapes_from_maps(unit, func):
    """--shape options for a function whose `?`-sized arguments are the operands of one linalg
    op (a named convolution of unknown sizes): every loop of the op gets a size (PARALLEL_SIZES,
    WINDOW_SIZES for the loops the output does not index, or the static size of an operand
    dim it indexes) and each argument the extent its indexing map gives, a consistent set of
    sizes no single default reaches (a convolution's output is smaller than its input).
    Needs mlir-opt (the generic form prints a named op's maps); [] when it does not apply."""
    generic, _ = unit_generic(unit)
    if generic is None:
        return []
    import ref_eval
    from mlir_generic import parse_affine_map, parse_tensor_type
    funcs, _ = ref_eval.functions(generic)
    fops = [f for n, f in funcs if n == func] or [f for n, f in funcs]
    if not fops or not fops[0].regions or len(fops[0].regions[0]) != 1:
        return []
    block = fops[0].regions[0][0]
    linalg = [op for op in block.ops if op.name.startswith('linalg.')]
    if len(linalg) != 1:
        return []
    op = linalg[0]
    maps = op.attrs.get('indexing_maps') or op.attrs.get('linalg.memoized_indexing_maps')
    if not maps:
        return []
    maps = [parse_affine_map(m) for m in ref_eval._split_top(maps.strip()[1:-1])]
    if len(maps) != len(op.operands) or any(m is None or any(k == 'x' for k, _ in m[1]) for m in maps):
        return []
    n_loops = maps[0][0]
    out_dims = {v for k, v in maps[-1][1] if k == 'd'}
    sizes, par, win = [None] * n_loops, 0, 0
    for t, (_, res) in zip(op.in_types, maps):
        tt = parse_tensor_type(t)
        for axis, (kind, v) in enumerate(res):
            if tt and kind == 'd' and tt[0][axis] is not None:
                sizes[v] = tt[0][axis]
    for d in range(n_loops):
        if sizes[d] is None:
            if d in out_dims:
                sizes[d], par = PARALLEL_SIZES[par % len(PARALLEL_SIZES)], par + 1
            else:
                sizes[d], win = WINDOW_SIZES[win % len(WINDOW_SIZES)], win + 1

    def extent(kind, v):
        if kind == 'd':
            return sizes[v]
        if kind == 'c':
            return v + 1
        coefs, const = v
        return const + 1 + sum(c * (sizes[d] - 1) for d, c in enumerate(coefs))
    names = dict(zip(block.args, run_py_signature_names(unit, func)))
    opts = []
    for operand, t, (_, res) in zip(op.operands, op.in_types, maps):
        tt = parse_tensor_type(t)
        if operand in names and tt and None in tt[0]:
            dims = [extent(k, v) for k, v in res]
            opts.append('--shape=%s=%s' % (names[operand], 'x'.join(str(d) for d in dims)))
    return opts


def run_py_signature_names(unit, func):
    return [name for name, _ in run_py_signature_args(unit, func)]


def run_py_signature_args(unit, func):
    """[(name, type text)] of the function's arguments, as printed."""
    with open(unit, encoding='utf-8', errors='replace') as f:
        text = f.read()
    m = re.search(r'func\.func\s+(?:\w+\s+)?@"?%s"?\s*\(' % re.escape(func), text)
    if not m:
        return []
    args, depth, start, i = [], 0, m.end(), m.end()
    while i < len(text):  # split at the top-level commas up to the closing parenthesis
        ch = text[i]
        if ch in '(<[{':
            depth += 1
        elif ch in ')>]}' and depth:
            depth -= 1
        elif ch == ')' or (ch == ',' and depth == 0):
            args.append(text[start:i])
            if ch == ')':
                break
            start = i + 1
        i += 1
    out = []
    for a in args:
        am = re.match(r'\s*%([\w$.\-]+)\s*:\s*(.*?)\s*(?:loc\(.*)?$', a, re.S)
        if am:
            out.append((am.group(1), am.group(2)))
    return out


def const_argument(typ, value):
    """The array an argument fixed with --const NAME=VALUE stands for: a scalar, or a
    static tensor with every element VALUE."""
    import numpy as np
    t = re.match(r'tensor<((?:\d+x)*)(\w+)>', typ.strip())
    if not t:
        return np.array(value, np.int64)
    dims = [int(d) for d in t.group(1).split('x') if d]
    dtype = {'i1': np.bool_, 'i8': np.int8, 'i16': np.int16, 'i32': np.int32, 'i64': np.int64,
             'f16': np.float16, 'f32': np.float32, 'f64': np.float64}.get(t.group(2), np.int64)
    return np.full(dims, value, dtype)


def reference(unit, func, inputs, consts, outputs):
    """Output 0 from the float64 reference that reads the unit's dialect: ref_torch.py for the
    torch dialect, ref_eval.py (through mlir-opt's generic form) for the rest."""
    want, why = torch_reference(unit, func, inputs, consts)
    if why != 'not the torch dialect':
        return want, why
    return generic_reference(unit, func, inputs, outputs, consts)


def run_unit(entry, corpus, args):
    unit = os.path.join(corpus, entry['id'] + '.mlir')
    with tempfile.TemporaryDirectory(prefix='mlir_corpus_') as tmp:
        tcp = os.path.join(tmp, 'u.tcp')
        extra, notes = [], []

        def translate(opts):
            return run([args.mlir2c, unit, '-o', tcp] + extra + opts, args.timeout)
        rc, out = translate([])
        if rc == 1 and 'public functions' in out and entry.get('func'):
            extra = ['--func', entry['func']]  # the unit also holds the public functions it calls
            rc, out = translate([])
        if rc == 1 and 'no blob for dense_resource' in out:
            extra += ['--resource-inputs']  # weights elided: fed like the arguments (ref_torch.py too)
            notes.append('--resource-inputs')
            rc, out = translate([])
        m = RETURNS_NOTHING.search(out) if rc == 1 else None
        if m:
            extra += ['--outputs', m.group(1)]
            notes.append('--outputs ' + m.group(1))
            rc, out = translate([])
        from_manifest = False
        consts = {}

        def fix_consts(rc, out, opts):
            """An argument used as a size (a scalar) or as a pad's padding (every element): fixed
            to 2 (like a `?` dim), or 0 when 2 contradicts a declared type; for the reference too."""
            while rc == 1 and CONST_HINT.search(out) and len(consts) < 8:
                hint = CONST_HINT.search(out)
                name = hint.group(1) or hint.group(2) or hint.group(3)
                if name in consts:
                    break
                for value in (2, 0):
                    consts[name] = value
                    rc, out = translate(opts + ['--const', '%s=%d' % (name, value)])
                    if not (rc == 1 and DECLARED_MISMATCH.search(out)):
                        break
                extra.extend(['--const', '%s=%d' % (name, consts[name])])
            return rc, out
        rc, out = fix_consts(rc, out, [])
        if rc == 1 and UNKNOWN_DIM.search(out) and entry.get('shapes'):
            # sizes chosen when the corpus was built: its inputs and expected values use them
            opts = ['--shape=%s=%s' % (k, 'x'.join(str(d) for d in v)) for k, v in entry['shapes'].items()]
            rc2, out2 = translate(opts)
            if rc2 == 0:
                rc, out, from_manifest = rc2, out2, True
                notes.append('shapes from the manifest: ' + ' '.join(o.split('=', 1)[1] for o in opts))
        if rc == 1 and UNKNOWN_DIM.search(out):
            opts = shapes_from_maps(unit, entry.get('func', ''))
            rc2, out2 = translate(opts) if opts else (rc, out)
            if rc2 == 0:
                rc, out = rc2, out2
                notes.append('shapes from the indexing maps: ' + ' '.join(o.split('=', 1)[1] for o in opts))
        if rc == 1 and UNKNOWN_DIM.search(out):
            with open(unit) as f:
                text = f.read()
            # scalar arguments used as sizes are fixed within each choice (they must agree)
            opts, rc, out = choose_shapes(lambda o: fix_consts(*translate(o), o), text, entry.get('func', ''), out)
            if rc == 0:
                notes.append('shapes chosen: ' + ' '.join(o.split('=', 1)[1] for o in opts))
        if consts:
            notes.append('constants chosen: ' + ' '.join('%s=%d' % kv for kv in consts.items()))
        if rc != 0:
            return tool_failure('mlir2c', rc, out)
        if SANITIZER.search(out):
            return tool_failure('mlir2c', 0, out)
        note = ('[%s] ' % '; '.join(notes)) if notes else ''
        # the stored inputs and expected values are for the unit as it stands
        stored = from_manifest or not any(n.startswith(('shapes chosen', 'shapes from the indexing', 'constants chosen'))
                                          for n in notes)
        inputs = [os.path.join(corpus, p) for p in entry.get('inputs', [])] if stored else []
        made = False
        if not inputs:
            inputs, why = make_inputs(args, tcp, tmp, entry['id'])
            if inputs is None:
                return 'runs', note + 'translated; no inputs (%s)' % why
            made = bool(inputs)
        result = os.path.join(tmp, 'out.npy')
        rc, out = run([args.npk_run, tcp] + inputs + ['--quiet', '--output', result], args.timeout)
        if rc != 0 or SANITIZER.search(out):
            cls, msg = tool_failure('npk-run', rc, out)
            return cls, note + msg
        if made:
            note += '(inputs made by the runner) '
        if made or not stored or not entry.get('expect'):
            outputs = re.search(r'--outputs (\w+)', note)
            outputs = outputs.group(1) if outputs else 'returned'
            want, why = reference(unit, entry.get('func', ''), inputs, consts, outputs)
            for lo_hi in ((1, 3), (1, 2)):
                # integers outside the op's domain (an index out of range, a division by zero):
                # once more with small positive integers (1..2, then 1), checked the same way
                if want is not None or not made or not re.search(r'out of (range|bounds)|division by zero|outside the width|'
                                                                 r'outside \[0, ', why or ''):
                    break
                again, _ = make_inputs(args, tcp, tmp, entry['id'], lo_hi)
                if again is None:
                    break
                rc2, out2 = run([args.npk_run, tcp] + again + ['--quiet', '--output', result], args.timeout)
                if rc2 != 0 or SANITIZER.search(out2):
                    cls, msg = tool_failure('npk-run', rc2, out2)
                    return cls, note + msg
                inputs = again
                note += '(integers %d..%d) ' % (lo_hi[0], lo_hi[1] - 1)
                want, why = reference(unit, entry.get('func', ''), inputs, consts, outputs)
            if want is None:
                entry = dict(entry, reference_note=why)
            if want is not None:
                _, descr, got = read_npy(result)
                got = bf16_values(descr, got)
                # an f16 result is stored to half an ulp (2^-11) after each rounding op, bf16 to 2^-8
                want = same_bits_as_unsigned(unit, descr, want)
                diff = compare(got, want, 8 * 2.0 ** -11 if descr == '<f2' else 4 * 2.0 ** -8 if descr == '<u2' else RTOL)
                ref = 'ref_torch.py' if 'torch.' in open(unit, encoding='utf-8', errors='replace').read() else 'ref_eval.py'
                return ('wrong', note + diff) if diff else ('pass', note + '(reference: %s)' % ref)
        if not entry.get('expect') or not stored or made:
            return 'runs', note + 'ran; no expected values (%s)' % entry.get('reference_note', '')
        try:
            _, descr, got = read_npy(result)
            got = bf16_values(descr, got)
        except (OSError, ValueError) as e:
            return 'crash', 'npk-run wrote no readable output: %s' % e
        _, _, want = read_npy(os.path.join(corpus, entry['expect']))
        if entry.get('expect_count'):  # a splat stored as one value
            want = want * entry['expect_count']
        want = same_bits_as_unsigned(unit, descr, want)
        diff = compare(got, want)
        if diff:
            return 'wrong', diff
        return 'pass', ''


def strip_type_params(m):
    """'tensor<2x3xf32>' -> 'tensor<...>', '!torch.vtensor<[2],f32>' -> '!torch.vtensor<...>'."""
    out = ''
    k = 0
    head = re.compile(r'(?:![\w.]+|\b(?:tensor|vector|memref|array|dense|dense_resource|affine_map))<')
    while True:
        mo = head.search(m, k)
        if not mo:
            return out + m[k:]
        out += m[k:mo.end()] + '...>'
        depth, j = 1, mo.end()
        while j < len(m) and depth and m[j] != "'":  # a quoted token may be cut short
            if m.startswith('->', j):
                j += 2
                continue
            depth += {'<': 1, '>': -1}.get(m[j], 0)
            j += 1
        k = j


def normalise(msg):
    """The kind of a refusal: the message without file, position, values and shapes."""
    m = re.sub(r'^\S+:\d+:\d+: error: ', '', msg)
    m = re.sub(r'^npk-run: \S+: ', 'npk-run: ', m)
    m = strip_type_params(m)
    m = re.sub(r'%[\w$.#\-]+', '%v', m)
    m = re.sub(r'@[\w$.\-]+', '@f', m)
    m = re.sub(r'\b\d+\b', 'N', m)
    return m


def git_head(path):
    r = subprocess.run(['git', '-C', path, 'rev-parse', '--short', 'HEAD'], capture_output=True)
    return r.stdout.decode().strip() or 'unknown'


# a refusal whose only cause is a dialect mlir2c does not translate (torch-mlir's own types and ops)
# (mlir2c reads the torch dialect now: what is left are ops and types it names and refuses, not counted here)
FOREIGN_DIALECT = re.compile(r"unsupported (op|type) '!?torch(_c)?\.")


def table(results, manifest, markdown):
    by_source = collections.OrderedDict()
    for e in manifest:
        by_source.setdefault(e['source'], collections.Counter())
    for e in manifest:
        cls, msg = results[e['id']]
        by_source[e['source']][cls] += 1
        if cls == 'refused' and FOREIGN_DIALECT.search(msg):
            by_source[e['source']]['torch'] += 1
    total = collections.Counter()
    rows = []
    for src, c in by_source.items():
        total.update(c)
    for src, c in list(by_source.items()) + [('total', total)]:
        n = sum(c[k] for k in CLASSES)
        rows.append([src, n] + [c[k] for k in CLASSES] + ['%.1f%%' % (100.0 * c['pass'] / (n or 1)), c['torch']])
    head = ['source', 'units', 'pass', 'runs (no reference)', 'refused (clear message)', 'wrong', 'crash', 'pass %',
            'refused: torch dialect only']
    if markdown:
        lines = ['| ' + ' | '.join(head) + ' |', '|' + '---|' * len(head)]
        for r in rows:
            lines.append('| ' + ' | '.join(str(v) for v in r) + ' |')
    else:
        w = [max(len(str(r[i])) for r in rows + [head]) for i in range(len(head))]
        lines = ['  '.join(str(h).rjust(w[i]) if i else str(h).ljust(w[i]) for i, h in enumerate(head))]
        for r in rows:
            lines.append('  '.join(str(v).rjust(w[i]) if i else str(v).ljust(w[i]) for i, v in enumerate(r)))
    units = sum(total[k] for k in CLASSES) or 1
    lines.append('')
    lines.append('passing: %.1f%% checked against expected values, %.1f%% with the units that only translate/run'
                 % (100.0 * total['pass'] / units, 100.0 * (total['pass'] + total['runs']) / units))
    return '\n'.join(lines), total


def histogram(results, top, markdown):
    c = collections.Counter(normalise(msg) for cls, msg in results.values() if cls == 'refused')
    lines = []
    if markdown:
        lines += ['| units | refusal (normalised) |', '|---|---|']
        for msg, n in c.most_common(top):
            lines.append('| %d | `%s` |' % (n, msg.replace('|', '\\|').replace('`', "'")))
    else:
        lines.append('top refusals:')
        for msg, n in c.most_common(top):
            lines.append('%5d  %s' % (n, msg))
    return '\n'.join(lines)


def main():
    if hasattr(signal, 'SIGPIPE'):
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # `run.py --list refused | head` ends quietly
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--corpus', action='append',
                    help='corpus directory (repeatable); default: own/ (committed) and units/ '
                         '(or $NPK_MLIR_CORPUS) when present')
    ap.add_argument('--mlir2c', required=True)
    ap.add_argument('--npk-run', required=True)
    ap.add_argument('-j', '--jobs', type=int, default=2)
    ap.add_argument('--timeout', type=int, default=30)
    ap.add_argument('--list', choices=CLASSES)
    ap.add_argument('--markdown', action='store_true')
    ap.add_argument('--top', type=int, default=20)
    ap.add_argument('--only', help='regex on unit ids')
    ap.add_argument('--save', metavar='FILE', help='write every unit\'s class and message as JSON')
    ap.add_argument('--baseline', metavar='FILE',
                    help='a --save file of an earlier run: list the units whose class changed')
    ap.add_argument('--from', dest='from_file', metavar='FILE',
                    help='report the classes of a --save file instead of running the units again')
    ap.add_argument('--update-doc', metavar='FILE',
                    help='with --markdown: replace the text between the corpus markers of FILE')
    args = ap.parse_args()
    dirs = args.corpus or [os.path.join(HERE, 'own'), os.environ.get('NPK_MLIR_CORPUS', os.path.join(HERE, 'units'))]
    manifest = []
    for d in dirs:
        mpath = os.path.join(d, 'manifest.json')
        if not os.path.exists(mpath):
            print('note: no %s (build_corpus.py makes it, see SOURCES.md); not run' % mpath)
            continue
        with open(mpath) as f:
            for e in json.load(f):
                e['dir'] = d
                manifest.append(e)
    if not manifest:
        print('mlir corpus: no units; skipped')
        return 77
    if args.only:
        manifest = [e for e in manifest if re.search(args.only, e['id'])]
    results = {}
    if args.from_file:
        with open(args.from_file) as f:
            saved = json.load(f)
        missing = [e['id'] for e in manifest if e['id'] not in saved]
        if missing:
            print('%s has no result for %d units (e.g. %s): not the same corpus' % (args.from_file, len(missing),
                                                                                 missing[0]), file=sys.stderr)
            return 2
        results = {e['id']: tuple(saved[e['id']]) for e in manifest}
    else:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            futs = {pool.submit(run_unit, e, e['dir'], args): e['id'] for e in manifest}
            for f in concurrent.futures.as_completed(futs):
                results[futs[f]] = f.result()
    text, total = table(results, manifest, args.markdown)
    if args.save:  # before --list returns: a listing run is also a baseline
        with open(args.save, 'w') as f:
            json.dump({k: list(v) for k, v in sorted(results.items())}, f, indent=0)
    if args.list:
        for e in manifest:
            cls, msg = results[e['id']]
            if cls == args.list:
                print('%s\t%s' % (e['id'], msg))
        return 1 if (total['wrong'] or total['crash']) else 0
    if args.baseline:
        with open(args.baseline) as f:
            before = json.load(f)
        changed = [(k, before[k][0], results[k][0]) for k in sorted(results) if k in before
                   and before[k][0] != results[k][0]]
        print('%d units changed class since %s:' % (len(changed), args.baseline))
        for k, a, b in changed:
            print('  %-8s -> %-8s %s' % (a, b, k))
        print()
    report = text + '\n\n' + histogram(results, args.top, args.markdown)
    if args.markdown:
        repo = os.path.dirname(os.path.dirname(HERE))
        report = ('Generated on %s at npk commit %s by\n`python3 tests/mlir_corpus/run.py --mlir2c build/mlir2c '
                  '--npk-run build/npk-run --markdown --update-doc docs/dialects.md` (%d units; sources and '
                  'provenance: `tests/mlir_corpus/SOURCES.md`):\n\n'
                  % (datetime.date.today().isoformat(), git_head(repo), len(manifest))) + report
    print(report)
    if args.update_doc:
        with open(args.update_doc) as f:
            doc = f.read()
        begin, end = '<!-- corpus:begin -->', '<!-- corpus:end -->'
        if begin not in doc or end not in doc:
            print('%s has no %s ... %s markers' % (args.update_doc, begin, end), file=sys.stderr)
            return 2
        doc = doc[:doc.index(begin) + len(begin)] + '\n' + report + '\n' + doc[doc.index(end):]
        with open(args.update_doc, 'w') as f:
            f.write(doc)
    if total['wrong'] or total['crash']:
        print('\nFAILED: %d wrong, %d crash (run.py --list wrong / --list crash)' % (total['wrong'], total['crash']))
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
