"""Float64 numpy reference evaluator for corpus units (generic MLIR form).

evaluate(text, inputs) runs the first public function of a module printed with
`mlir-opt --mlir-print-op-generic` and returns its results as numpy arrays. Floats are
computed in float64 (whatever their declared width), integers in int64, i1 as bool.
An op it does not know raises Unsupported: such units get no expected values.
Written from the TOSA specification and the linalg/tensor/arith op documentation.
"""
import itertools
import math
import re
import struct

import numpy as np

from mlir_generic import Op, parse, parse_tensor_type, parse_affine_map, is_float_type
import ref_window


class Unsupported(Exception):
    pass


# --- attribute decoding -------------------------------------------------------
def _split_top(text, sep=','):
    out, depth, cur, k = [], 0, '', 0
    while k < len(text):
        c = text[k]
        if c == '"':
            j = text.index('"', k + 1)
            cur += text[k:j + 1]
            k = j + 1
            continue
        if c == '-' and text.startswith('->', k):
            cur += '->'
            k += 2
            continue
        if c in '([{<':
            depth += 1
        elif c in ')]}>':
            depth -= 1
        if c == sep and depth == 0:
            out.append(cur.strip())
            cur = ''
        else:
            cur += c
        k += 1
    if cur.strip():
        out.append(cur.strip())
    return out


def _np_dtype(elem):
    if is_float_type(elem):
        return np.float64
    if elem == 'i1':
        return np.bool_
    return np.int64


def _scalar(tok, elem):
    tok = tok.strip()
    if tok in ('true', 'false'):
        return tok == 'true'
    if tok.startswith('0x') or tok.startswith('-0x'):
        v = int(tok, 16)
        if is_float_type(elem):
            return _float_bits(v, elem)
        return v
    if is_float_type(elem):
        return float(tok)
    if elem == 'i1':
        return bool(int(tok))
    return int(float(tok)) if ('.' in tok or 'e' in tok) else int(tok)


# --- 8- and 4-bit floats, from their definitions (OCP 8-bit Floating Point Specification
# 1.0, OCP Microscaling Formats 1.0, LLVM APFloat's FNUZ types): name -> (exponent bits,
# mantissa bits, bias, kind); kind 'ieee' has inf and NaNs, 'fn' no inf and NaN = all ones,
# 'fnuz' no inf, no -0 and NaN = 0x80, 'finite' neither inf nor NaN, 'e8m0' unsigned powers
# of two with NaN = 0xFF. Rounding is to nearest, ties to the even encoding, over the
# unbounded grid; past the largest finite value: inf ('ieee'), NaN ('fn', 'fnuz', 'e8m0'),
# the largest value ('finite', which also takes NaN to +0).
_MINI = {'f8E4M3FN': (4, 3, 7, 'fn'), 'f8E5M2': (5, 2, 15, 'ieee'), 'f8E4M3FNUZ': (4, 3, 8, 'fnuz'),
         'f8E5M2FNUZ': (5, 2, 16, 'fnuz'), 'f8E8M0FNU': (8, 0, 127, 'e8m0'), 'f4E2M1FN': (2, 1, 1, 'finite')}


def _mini_value(bits, elem):
    eb, mb, bias, kind = _MINI[elem]
    if kind == 'e8m0':
        bits &= 0xFF
        return float('nan') if bits == 0xFF else 2.0 ** (bits - 127)
    width = 1 + eb + mb
    bits &= (1 << width) - 1
    neg = bits >> (width - 1)
    e, m = (bits >> mb) & ((1 << eb) - 1), bits & ((1 << mb) - 1)
    if kind == 'fnuz' and bits == 1 << (width - 1):
        return float('nan')
    if (kind == 'fn' and e == (1 << eb) - 1 and m == (1 << mb) - 1) or (kind == 'ieee' and e == (1 << eb) - 1 and m):
        return float('nan')
    if kind == 'ieee' and e == (1 << eb) - 1:
        mag = float('inf')
    elif e == 0:
        mag = m / 2.0 ** mb * 2.0 ** (1 - bias)
    else:
        mag = (1 + m / 2.0 ** mb) * 2.0 ** (e - bias)
    return -mag if neg else mag


def _mini_grid(elem):
    """(magnitudes, encodings) of the non-negative finite values, ascending, plus the first
    value past the largest (its encoding one more: an overflow)."""
    eb, mb, bias, kind = _MINI[elem]
    n = 256 if kind == 'e8m0' else 1 << (eb + mb)
    vals = [(_mini_value(b, elem), b) for b in range(n)]
    vals = sorted((v, b) for v, b in vals if v == v and v != float('inf'))
    top, tb = vals[-1]
    ulp = top if kind == 'e8m0' else 2.0 ** (math.floor(math.log2(top)) - mb)
    return [v for v, _ in vals] + [top + ulp], [b for _, b in vals] + [tb + 1]


def _mini_round1(x, elem):
    eb, mb, bias, kind = _MINI[elem]
    grid, codes = _mini_grid(elem)
    if x != x:
        return 0.0 if kind == 'finite' else float('nan')
    if kind == 'e8m0' and x <= 0:
        return float('nan')
    a = abs(x)
    if a < grid[-1]:
        k = max(i for i in range(len(grid)) if grid[i] <= a)
        lo, hi = grid[k], grid[k + 1]
        if a - lo < hi - a:
            k2 = k
        elif a - lo > hi - a:
            k2 = k + 1
        else:  # a tie: the even encoding (e8m0: the larger, its significand being an odd 1)
            k2 = k + 1 if kind == 'e8m0' or codes[k] % 2 else k
    else:
        k2 = len(grid) - 1
    if k2 == len(grid) - 1:  # past the largest finite value
        if kind == 'ieee':
            return math.copysign(float('inf'), x)
        if kind == 'finite':
            return math.copysign(grid[-2], x)
        return float('nan')
    v = grid[k2]
    if kind == 'e8m0' and v == 0:
        v = 2.0 ** -127
    if kind == 'fnuz' and v == 0:
        return 0.0
    return math.copysign(v, x)


def _mini_round(arr, elem):
    a = np.asarray(arr, np.float64)
    return np.vectorize(lambda v: _mini_round1(float(v), elem), otypes=[np.float64])(a)


def _mini_bits1(v, elem):
    """The encoding of a value of the type (NaN: the one with the sign bit clear, or 0x80)."""
    eb, mb, bias, kind = _MINI[elem]
    n = 256 if kind == 'e8m0' else 1 << (1 + eb + mb)
    for b in range(n):
        w = _mini_value(b, elem)
        if (w != w and v != v) or (w == v and math.copysign(1, w) == math.copysign(1, v)):
            return b
    raise Unsupported('%r is not a %s value' % (v, elem))


def _float_bits(v, elem):
    if elem in _MINI:
        return _mini_value(v, elem)
    if elem == 'f32':
        return struct.unpack('<f', struct.pack('<I', v & 0xFFFFFFFF))[0]
    if elem == 'f64':
        return struct.unpack('<d', struct.pack('<Q', v))[0]
    if elem == 'f16':
        return float(np.array([v], np.uint16).view(np.float16)[0])
    if elem == 'bf16':
        return struct.unpack('<f', struct.pack('<I', (v & 0xFFFF) << 16))[0]
    raise Unsupported('float bits of ' + elem)


_RAW_DTYPES = {'f32': '<f4', 'f64': '<f8', 'f16': '<f2', 'i8': '<i1', 'i16': '<i2', 'i32': '<i4',
               'i64': '<i8', 'ui8': '<u1', 'i1': '<u1', 'index': '<i8', 'si8': '<i1', 'si16': '<i2', 'si32': '<i4',
               'si64': '<i8', 'ui16': '<u2', 'ui32': '<u4'}


def _from_bytes(data, shape, elem):
    n = int(np.prod(shape)) if shape else 1
    if elem in _MINI:
        arr = np.array([_mini_value(b, elem) for b in data], np.float64)
    elif elem in ('i4', 'i2'):  # hex data of sub-byte types is not packed by MLIR's printer: a byte each
        arr = _wrap_int(np.frombuffer(data, '<i1').astype(np.int64), elem)
    elif elem == 'bf16':
        raw = np.frombuffer(data, '<u2').astype(np.uint32) << 16
        arr = raw.view(np.float32)
    elif elem in _RAW_DTYPES:
        arr = np.frombuffer(data, _RAW_DTYPES[elem])
    else:
        raise Unsupported('raw data of ' + elem)
    if arr.size == 1 and n != 1:
        arr = np.repeat(arr, n)
    if arr.size != n:
        raise Unsupported('raw data size mismatch')
    return arr.reshape(shape).astype(_np_dtype(elem))


def decode_dense(text, resources):
    """'dense<...> : tensor<...>' or 'dense_resource<k> : ...' -> numpy array."""
    m = re.match(r'^(dense|dense_resource|sparse)<(.*)>\s*:\s*(.+)$', text.strip(), re.S)
    if not m:
        raise Unsupported('attribute ' + text[:40])
    kind, body, ty = m.groups()
    tt = parse_tensor_type(ty)
    if tt is None or any(d is None for d in tt[0]):
        raise Unsupported('constant type ' + ty)
    shape, elem = tt
    if kind == 'sparse':
        raise Unsupported('sparse constant')
    if kind == 'dense_resource':
        blob = resources.get(body.strip())
        if blob is None:
            raise Unsupported('missing resource ' + body)
        return _from_bytes(bytes.fromhex(blob[2:])[4:], shape, elem)
    body = body.strip()
    if body.startswith('"0x'):
        return _from_bytes(bytes.fromhex(body[3:-1]), shape, elem)
    if body.startswith('(') or 'complex' in elem:
        raise Unsupported('complex constant')
    toks = re.findall(r'-?0x[0-9A-Fa-f]+|true|false|[-+]?(?:inf|nan)|[-+]?[\d.]+(?:[eE][-+]?\d+)?', body)
    vals = [_scalar(t, elem) for t in toks]
    n = int(np.prod(shape)) if shape else 1
    arr = np.array(vals, dtype=_np_dtype(elem))
    if arr.size == 1 and n != 1:
        arr = np.full(n, arr[0], dtype=arr.dtype)
    if arr.size != n:
        raise Unsupported('dense literal size mismatch')
    return arr.reshape(shape)


def ints(text):
    """'array<i64: 1, 2>' / '[1, 2]' / 'dense<[1,2]> : tensor<2xi64>' / '3 : i64' -> list of ints."""
    text = text.strip()
    m = re.match(r'^array<\w+(?::(.*))?>$', text, re.S)
    if m:
        return [int(x) for x in (m.group(1) or '').split(',') if x.strip()]
    if text.startswith('dense'):
        return [int(x) for x in decode_dense(text, {}).reshape(-1)]
    return [int(x.split(':')[0]) for x in re.findall(r'-?\d+(?:\s*:\s*\w+)?', text)]


def num(text):
    t = text.strip()
    val, _, ty = t.partition(':')
    ty = ty.strip()
    val = val.strip()
    if val in ('true', 'false'):
        return val == 'true'
    if val.startswith('0x'):
        return _float_bits(int(val, 16), ty or 'f32') if is_float_type(ty) else int(val, 16)
    return float(val) if (is_float_type(ty) or '.' in val or 'e' in val) else int(val)


def sym(text):
    """'#tosa.some<X>' / '"X"' / 'X' -> 'X' (the enum's name)."""
    t = text.strip().strip('"')
    m = re.match(r'^#[\w.]+<(\w+)>$', t)
    return m.group(1) if m else t


# --- helpers -----------------------------------------------------------------------
def _result_array(value, out_type):
    tt = parse_tensor_type(out_type)
    if tt is None:
        return value
    shape, elem = tt
    arr = np.asarray(value)
    if is_float_type(elem):
        arr = round_to_type(arr.astype(np.float64), elem)
    elif elem == 'i1':
        arr = arr.astype(np.bool_)
    else:
        arr = arr.astype(np.int64)
    if shape and all(d is not None for d in shape) and list(arr.shape) != shape:
        if arr.size == int(np.prod(shape)):
            arr = arr.reshape(shape)
        else:
            arr = np.broadcast_to(arr, shape).copy()
    return arr


def round_to_type(arr, elem):
    """A float64 value as a tensor of ELEM holds it: f16 and bf16 round to nearest even (and
    overflow to inf), as an implementation that stores them must; f32/f64 stay float64 (the
    reference's precision, well inside the corpus tolerance)."""
    if elem in _MINI:
        return _mini_round(arr, elem)
    if elem == 'f16':
        return arr.astype(np.float16).astype(np.float64)
    if elem == 'bf16':
        bits = arr.astype(np.float32).view(np.uint32).astype(np.uint64)
        bits = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16 << 16  # round to nearest even
        out = (bits & 0xFFFFFFFF).astype(np.uint32).view(np.float32).astype(np.float64)
        return np.where(np.isnan(arr), arr, out)
    return arr


def _wrap_int(arr, elem):
    m = re.match(r'^i(\d+)$', elem)
    if not m or arr.dtype == np.bool_ or is_float_type(elem):
        return arr
    bits = int(m.group(1))
    if bits >= 64:
        return arr
    mod = 1 << bits
    a = np.asarray(arr, np.int64) & (mod - 1)
    return np.where(a >= mod // 2, a - mod, a)


def _cmp(pred, a, b, is_float):
    p = pred
    if isinstance(p, str) and p.isdigit():
        p = int(p)
    if is_float:
        names = ['false', 'oeq', 'ogt', 'oge', 'olt', 'ole', 'one', 'ord', 'ueq', 'ugt', 'uge',
                 'ult', 'ule', 'une', 'uno', 'true']
        if isinstance(p, int):
            p = names[p]
        unord = np.isnan(a) | np.isnan(b)
        base = {'eq': a == b, 'gt': a > b, 'ge': a >= b, 'lt': a < b, 'le': a <= b, 'ne': a != b}
        if p == 'false':
            return np.zeros(np.broadcast(a, b).shape, bool)
        if p == 'true':
            return np.ones(np.broadcast(a, b).shape, bool)
        if p == 'ord':
            return ~unord
        if p == 'uno':
            return unord
        r = base[p[1:]]
        return (r & ~unord) if p[0] == 'o' else (r | unord)
    names = ['eq', 'ne', 'slt', 'sle', 'sgt', 'sge', 'ult', 'ule', 'ugt', 'uge']
    if isinstance(p, int):
        p = names[p]
    core = p.lstrip('su') if p not in ('eq', 'ne') else p
    return {'eq': a == b, 'ne': a != b, 'lt': a < b, 'le': a <= b, 'gt': a > b, 'ge': a >= b}[core]


def _erf(x):
    return np.vectorize(math.erf, otypes=[np.float64])(x)


UNARY_F = {
    'abs': np.abs, 'exp': np.exp, 'log': np.log, 'tanh': np.tanh, 'floor': np.floor, 'ceil': np.ceil,
    'sigmoid': lambda x: 1.0 / (1.0 + np.exp(-x)), 'reciprocal': lambda x: 1.0 / x,
    'rsqrt': lambda x: 1.0 / np.sqrt(x), 'erf': _erf, 'sin': np.sin, 'cos': np.cos,
    'sqrt': np.sqrt, 'absf': np.abs, 'negf': np.negative, 'log1p': np.log1p, 'expm1': np.expm1,
    'log2': np.log2, 'log10': np.log10, 'exp2': np.exp2, 'atan': np.arctan, 'tan': np.tan,
    'round': lambda x: np.sign(x) * np.floor(np.abs(x) + 0.5), 'roundeven': np.rint, 'trunc': np.trunc,
    'asin': np.arcsin, 'acos': np.arccos, 'sinh': np.sinh, 'cosh': np.cosh, 'cbrt': np.cbrt,
    'absi': np.abs,
}

with np.errstate(all='ignore'):
    pass


# --- the evaluator -------------------------------------------------------------------
class Evaluator:
    def __init__(self, resources, funcs=None):
        self.resources = resources
        self.funcs = funcs or {}

    def _func_call(self, op, x, env):
        callee = self.funcs.get(op.attrs['callee'].strip().lstrip('@').strip('"'))
        if callee is None or not callee.regions or not callee.regions[0]:
            raise Unsupported('func.call of an unknown function')
        return self.run_block(callee.regions[0][0], list(x), {})

    def run_block(self, block, args, env, outputs='returned', types=None):
        """The block's returned values. A function block (outputs given) also outputs the memref
        arguments it writes, after the returned values; with outputs='unused', every op result
        nothing uses, in program order, instead (mlir2c --outputs)."""
        env = dict(env)
        for name, val in zip(block.args, args):
            env[name] = val
        # memrefs: a name refers to a buffer (alias: memref.cast); writes replace its contents
        alias, written, produced, used, printed = {}, [], [], set(), []

        def read(o):
            v = env[alias.get(o, o)]
            if v is None:
                raise Unsupported('a memref read before it is written')
            return v
        for op in block.ops:
            used.update(alias.get(o, o) for o in op.operands)
            if op.name in ('func.return', 'linalg.yield', 'tensor.yield', 'tosa.yield', 'scf.yield'):
                rets = [read(o) for o in op.operands]
                if outputs == 'printed':
                    return printed
                if outputs == 'unused':
                    return rets + [env[n] for n in produced if n not in used]
                if types is not None:
                    rets += [env[a] for a in block.args if a in written]
                return rets
            if op.name in ('memref.alloc', 'memref.alloca'):
                if op.operands:
                    raise Unsupported('memref.alloc with dynamic sizes')
                env[op.results[0]] = None
                continue
            if op.name == 'memref.cast':
                alias[op.results[0]] = alias.get(op.operands[0], op.operands[0])
                continue
            if op.name == 'memref.dealloc':
                continue
            if op.name == 'func.call' and op.attrs.get('callee', '').strip().lstrip('@').strip('"').startswith(
                    'printMemref'):
                printed.append(read(op.operands[0]))  # what an Integration test prints and checks
                continue
            if op.name == 'memref.copy':
                dst = alias.get(op.operands[1], op.operands[1])
                env[dst] = read(op.operands[0])
                written.append(dst)
                continue
            if not op.results and op.name.startswith('linalg.') and op.in_types and \
                    op.in_types[-1].strip().startswith('memref<'):
                # destination-passing style on a buffer: the op's value replaces its outs
                dst = alias.get(op.operands[-1], op.operands[-1])
                x = [read(o) for o in op.operands[:-1]]
                out = env[dst]
                if out is None:  # a fresh allocation: only ops that do not read their outs get here
                    out = np.zeros(parse_tensor_type(op.in_types[-1])[0])
                x.append(out)
                vals = self.op(op, x, env)
                if len(vals) != 1:
                    raise Unsupported('%s: result count' % op.name)
                env[dst] = _result_array(vals[0], op.in_types[-1])
                written.append(dst)
                continue
            vals = self.op(op, [read(o) for o in op.operands], env)
            if len(vals) != len(op.results):
                raise Unsupported('%s: result count' % op.name)
            for name, v, t in zip(op.results, vals, op.out_types):
                env[name] = _result_array(v, t) if isinstance(v, np.ndarray) else v
                if t.strip().startswith('tensor<'):
                    produced.append(name)
        return []

    def op(self, op, x, env):
        name = op.name
        dialect, _, short = name.partition('.')
        fn = getattr(self, '_' + name.replace('.', '_'), None)
        if fn is not None:
            return fn(op, x, env)
        out_tt = parse_tensor_type(op.out_types[0]) if op.out_types else None
        elem = out_tt[1] if out_tt else ''
        if dialect in ('tosa', 'math', 'arith') and short in UNARY_F and len(x) == 1:
            return [UNARY_F[short](np.asarray(x[0], np.float64))]
        if dialect == 'arith' and short in ARITH_BIN:
            r = ARITH_BIN[short](x[0], x[1])
            return [_wrap_int(np.asarray(r), elem) if elem.startswith('i') else r]
        if dialect == 'linalg' and short in LINALG_EW:
            # named elementwise ops (linalg.add, linalg.exp, ...): ins of the outs' shape
            fn, n = LINALG_EW[short]
            return [fn(*[np.asarray(v, np.float64) for v in x[:n]])]
        if dialect == 'tosa' and short in TOSA_BIN:
            r = TOSA_BIN[short](np.asarray(x[0]), np.asarray(x[1]))
            return [_wrap_int(r, elem)]
        if dialect == 'arith' and short in ARITH_UNSIGNED:
            bits = _int_bits(op.in_types[0])
            r = np.asarray(ARITH_UNSIGNED[short](_as_unsigned(x[0], bits), _as_unsigned(x[1], bits)))
            if r.dtype == object:  # 64-bit: back to two's complement
                r = np.vectorize(lambda v: v - (1 << 64) if v >= (1 << 63) else v, otypes=[np.int64])(r)
            return [_wrap_int(r, elem)]
        if dialect == 'linalg' and (short in ref_window.LINALG_CONVS or ref_window.POOL_RE.match(short)) \
                and not short.endswith('_unsigned'):
            return self._linalg_window(op, x, short)
        if self._named_generic(op):   # what has no function of its own: its printed body and maps
            return self._linalg_generic(op, x, env)
        raise Unsupported(name)

    @staticmethod
    def _named_generic(op):
        """A named linalg op printed in the generic form carries its definition: the scalar
        body as its region and the indexing maps (indexing_maps, or the memoized ones the
        printer adds); it is then evaluated as that linalg.generic."""
        if not op.name.startswith('linalg.') or not op.regions or not op.regions[0]:
            return False
        n = len(op.operands)
        if 'indexing_maps' not in op.attrs and 'linalg.memoized_indexing_maps' not in op.attrs and n and \
                all(t.strip() == op.in_types[-1].strip() or t.strip().startswith(('tensor<', 'memref<')) and
                    parse_tensor_type(t)[0] == parse_tensor_type(op.in_types[-1])[0] for t in op.in_types):
            # the named elementwise ops (div_unsigned, round, select, ...) print no maps: identity
            rank = len(parse_tensor_type(op.in_types[-1])[0])
            dims = ', '.join('d%d' % i for i in range(rank))
            op.attrs['indexing_maps'] = '[%s]' % ', '.join(['affine_map<(%s) -> (%s)>' % (dims, dims)] * n)
            op.attrs.setdefault('iterator_types', '[%s]' % ', '.join(['#linalg.iterator_type<parallel>'] * rank))
        if 'indexing_maps' not in op.attrs and 'linalg.memoized_indexing_maps' in op.attrs:
            op.attrs['indexing_maps'] = op.attrs['linalg.memoized_indexing_maps']
        return 'indexing_maps' in op.attrs

    # ---- constants ----
    def _arith_constant(self, op, x, env):
        v = op.attrs['value']
        if v.lstrip().startswith(('dense', 'sparse')):
            return [decode_dense(v, self.resources)]
        return [num(v)]

    def _tosa_const(self, op, x, env):
        return [decode_dense(op.attrs.get('values', op.attrs.get('value')), self.resources)]

    def _tosa_const_shape(self, op, x, env):
        return [np.array(ints(op.attrs['values']), np.int64)]

    # ---- arith / math scalars and casts ----
    def _arith_cmpf(self, op, x, env):
        return [_cmp(sym(op.attrs['predicate']) if not op.attrs['predicate'].strip()[0].isdigit()
                     else int(num(op.attrs['predicate'])), np.asarray(x[0]), np.asarray(x[1]), True)]

    def _arith_cmpi(self, op, x, env):
        p = op.attrs['predicate']
        p = int(num(p)) if p.strip()[0].isdigit() else sym(p)
        return [_cmp(p, np.asarray(x[0]), np.asarray(x[1]), False)]

    def _arith_select(self, op, x, env):
        return [np.where(x[0], x[1], x[2])]

    def _cast(self, op, x, env):
        tt = parse_tensor_type(op.out_types[0])
        elem = tt[1] if tt else op.out_types[0]
        a = np.asarray(x[0])
        if op.name in ('arith.extui', 'arith.uitofp', 'arith.index_castui'):  # the operand's bits as unsigned
            a = _as_unsigned(a, _int_bits(op.in_types[0]))
        if is_float_type(elem):
            return [a.astype(np.float64)]
        if elem == 'i1':
            return [a != 0]
        if a.dtype == np.float64:
            a = np.trunc(a)
        return [_wrap_int(a.astype(np.int64), elem)]

    _arith_sitofp = _arith_uitofp = _arith_fptosi = _arith_fptoui = _cast

    def _arith_bitcast(self, op, x, env):
        """The bits kept: between an 8-bit float and i8, f4E2M1FN and i4 here (other widths:
        numpy's view)."""
        elem = lambda t: parse_tensor_type(t)[1] if parse_tensor_type(t) else t.strip()  # a body's scalars too
        src, dst = elem(op.in_types[0]), elem(op.out_types[0])
        a = np.asarray(x[0])
        mini_int = lambda f, i: re.fullmatch(r'[su]?i4' if f == 'f4E2M1FN' else r'[su]?i8', i)
        if src in _MINI and mini_int(src, dst):
            half = 8 if src == 'f4E2M1FN' else 128
            b = np.vectorize(lambda v: _mini_bits1(float(v), src), otypes=[np.int64])(a)
            return [np.where(b >= half, b - 2 * half, b)]
        if dst in _MINI and mini_int(dst, src):
            return [np.vectorize(lambda v: _mini_value(int(v) & 0xFF, dst), otypes=[np.float64])(a)]
        views = {'f32': ('<f4', '<i4'), 'i32': ('<i4', '<f4'), 'f64': ('<f8', '<i8'), 'i64': ('<i8', '<f8'),
                 'f16': ('<f2', '<i2'), 'i16': ('<i2', '<f2')}
        if src in views and views[src][1] == {'f32': '<f4', 'i32': '<i4', 'f64': '<f8', 'i64': '<i8',
                                              'f16': '<f2', 'i16': '<i2'}.get(dst):
            out = a.astype(views[src][0]).view(views[src][1])
            return [out.astype(_np_dtype(dst))]
        raise Unsupported('arith.bitcast from %s to %s' % (src, dst))
    _arith_extf = _arith_truncf = _arith_extsi = _arith_extui = _arith_trunci = _cast

    # OCP Microscaling: the value times (extf) or divided by (truncf) the scale, an
    # f8E8M0FNU power of two; the result is rounded to its type like every op's
    def _arith_scaling_extf(self, op, x, env):
        return [np.asarray(x[0], np.float64) * np.asarray(x[1], np.float64)]

    def _arith_scaling_truncf(self, op, x, env):
        tt = parse_tensor_type(op.out_types[0])
        return [round_to_type(np.asarray(x[0], np.float64) / np.asarray(x[1], np.float64),
                              tt[1] if tt else op.out_types[0].strip())]
    _arith_index_cast = _arith_index_castui = _cast

    def _math_powf(self, op, x, env):
        return [np.power(np.asarray(x[0], np.float64), x[1])]

    def _math_fma(self, op, x, env):
        return [x[0] * x[1] + x[2]]

    def _math_atan2(self, op, x, env):
        return [np.arctan2(x[0], x[1])]

    # ---- tosa ----
    def _tosa_identity(self, op, x, env):
        return list(x)

    def _tosa_cast(self, op, x, env):
        tt = parse_tensor_type(op.out_types[0])
        a = np.asarray(x[0])
        src = parse_tensor_type(op.in_types[0])
        if src and re.fullmatch(r'ui\d+', src[1]):  # a ui<N> operand's bits (signed when held as i<N>) as unsigned
            a = _as_unsigned(a, int(src[1][2:]))
        if not is_float_type(tt[1]) and a.dtype == np.float64:
            a = np.rint(a)  # TOSA casts float->int round to nearest even
            m = re.match(r'^i(\d+)$', tt[1])
            if m and tt[1] != 'i1':
                b = int(m.group(1))
                a = np.clip(a, -(1 << (b - 1)), (1 << (b - 1)) - 1)
        return self._cast(op, [a], env)

    def _tosa_negate(self, op, x, env):
        """TOSA: on integers clip(-(x - input_zp) + output_zp) to the type, computed wide;
        zero points are operands (1.0) or the older quantization_info attribute."""
        a = np.asarray(x[0])
        tt = parse_tensor_type(op.out_types[0])
        width = re.fullmatch(r'i(\d+)', tt[1]) if tt else None
        if not width or not np.issubdtype(a.dtype, np.integer):
            return [-a]
        b = int(width.group(1))
        q = str(op.attrs.get('quantization_info', ''))
        zps = []
        for k, name in ((1, 'input_zp'), (2, 'output_zp')):
            if len(x) > k:
                zps.append(int(np.asarray(x[k]).reshape(-1)[0]))
            else:
                zm = re.search(name + r'\s*=\s*(-?\d+)', q)
                zps.append(int(zm.group(1)) if zm else 0)
        r = zps[0] + zps[1] - a.astype(np.int64)
        return [np.clip(r, -(1 << (b - 1)), (1 << (b - 1)) - 1).astype(a.dtype)]

    def _tosa_mul(self, op, x, env):
        a, b = np.asarray(x[0]), np.asarray(x[1])
        shift = 0
        if len(x) > 2:
            shift = int(np.asarray(x[2]).reshape(-1)[0])
        elif 'shift' in op.attrs:
            shift = int(num(op.attrs['shift']))
        if a.dtype == np.float64:
            return [a * b]
        r = a.astype(np.int64) * b.astype(np.int64)
        if shift > 0:
            r = (r + (1 << (shift - 1))) >> shift
        return [_wrap_int(r, parse_tensor_type(op.out_types[0])[1])]

    def _tosa_clamp(self, op, x, env):
        # TOSA 1.0: min_val/max_val of the operand's type; before (LLVM <= 19) both a float pair
        # min_fp/max_fp and an integer pair min_int/max_int, of which the operand's kind applies
        a = np.asarray(x[0])
        kind = 'fp' if a.dtype == np.float64 else 'int'
        lo = op.attrs.get('min_val', op.attrs.get('min_' + kind))
        hi = op.attrs.get('max_val', op.attrs.get('max_' + kind))
        if lo is None or hi is None:
            raise Unsupported('tosa.clamp without its bounds')
        return [np.minimum(np.maximum(a, num(lo)), num(hi))]

    def _linalg_fill_rng_2d(self, op, x, env):
        # linalg's OpDSL fill_rng_2d: a linear congruential step per index, in i32 (wrapping),
        # scaled into [min, max) in f64
        lo, hi, seed = float(np.asarray(x[0])), float(np.asarray(x[1])), int(np.asarray(x[2]))
        out = np.asarray(x[3])
        mul, inc = 1103515245, 12345

        def i32(v):
            return ((np.asarray(v, np.int64) + 2 ** 31) % 2 ** 32) - 2 ** 31
        m = np.arange(out.shape[0], dtype=np.int64)[:, None]
        n = np.arange(out.shape[1], dtype=np.int64)[None, :]
        r1 = i32(i32(i32(m + seed) * mul) + inc)
        r2 = i32(i32(i32(n + r1) * mul) + inc)
        scaling = (hi - lo) * 2.3283064e-10
        return [(2147483647.0 + r2.astype(np.float64)) * scaling + lo]

    def _tosa_cond_if(self, op, x, env):
        # TOSA cond_if: the then region (0) if the condition holds, else region 1, on the inputs
        block = op.regions[0 if bool(np.asarray(x[0]).reshape(-1)[0]) else 1][0]
        return self.run_block(block, list(x[1:]), env)

    def _tosa_while_loop(self, op, x, env):
        # TOSA while_loop: run the body (region 1) on the carried values while the
        # condition region (0) yields true
        vals = list(x)
        for _ in range(100000):
            if not bool(np.asarray(self.run_block(op.regions[0][0], vals, env)[0]).reshape(-1)[0]):
                return vals
            vals = self.run_block(op.regions[1][0], vals, env)
        raise Unsupported('tosa.while_loop: more than 100000 iterations')

    def _tosa_select(self, op, x, env):
        return [np.where(x[0], x[1], x[2])]

    def _tosa_reshape(self, op, x, env):
        # the result type's shape; a dynamic one from the shape operand (TOSA 1.0) or the
        # new_shape attribute (before), where -1 is the one size inferred from the element count
        shape = parse_tensor_type(op.out_types[0])[0]
        if any(d is None for d in shape):
            if len(x) > 1:
                shape = [int(v) for v in np.asarray(x[1]).reshape(-1)]
            elif 'new_shape' in op.attrs:
                shape = ints(op.attrs['new_shape'])
            else:
                raise Unsupported('dynamic reshape')
        return [np.asarray(x[0]).reshape(shape)]

    def _tosa_transpose(self, op, x, env):
        perms = ints(op.attrs['perms']) if 'perms' in op.attrs else [int(v) for v in np.asarray(x[1])]
        return [np.transpose(x[0], perms)]

    def _tosa_slice(self, op, x, env):
        if 'start' in op.attrs:
            start, size = ints(op.attrs['start']), ints(op.attrs['size'])
        else:
            start, size = list(np.asarray(x[1])), list(np.asarray(x[2]))
        a = np.asarray(x[0])
        size = [a.shape[k] - start[k] if s == -1 else s for k, s in enumerate(size)]
        return [a[tuple(slice(int(s), int(s + n)) for s, n in zip(start, size))]]

    def _tosa_concat(self, op, x, env):
        return [np.concatenate(x, axis=int(num(op.attrs['axis'])))]

    def _tosa_tile(self, op, x, env):
        reps = ints(op.attrs['multiples']) if 'multiples' in op.attrs else list(np.asarray(x[1]))
        return [np.tile(x[0], [int(r) for r in reps])]

    def _tosa_reverse(self, op, x, env):
        return [np.flip(x[0], int(num(op.attrs['axis'])))]

    def _tosa_pad(self, op, x, env):
        a = np.asarray(x[0])
        if len(x) > 1:
            pads = np.asarray(x[1]).reshape(-1)
        else:
            pads = np.array(ints(op.attrs['padding']))
        pads = [(int(pads[2 * k]), int(pads[2 * k + 1])) for k in range(a.ndim)]
        if len(x) > 2:
            val = np.asarray(x[2]).reshape(-1)[0]
        elif 'pad_const' in op.attrs:
            val = num(op.attrs['pad_const'])
        else:
            val = num(op.attrs.get('pad_const_fp', '0.0')) if a.dtype == np.float64 else num(
                op.attrs.get('pad_const_int', '0'))
        return [np.pad(a, pads, constant_values=val)]

    def _reduce(self, op, x, f):
        return [f(np.asarray(x[0]), axis=int(num(op.attrs['axis'])), keepdims=True)]

    def _tosa_reduce_sum(self, op, x, env):
        return self._reduce(op, x, np.sum)  # integer sums: _result_array keeps int64; TOSA REQUIREs no overflow

    def _tosa_reduce_max(self, op, x, env):
        return self._reduce(op, x, np.max)

    def _tosa_reduce_min(self, op, x, env):
        return self._reduce(op, x, np.min)

    def _tosa_reduce_prod(self, op, x, env):
        return self._reduce(op, x, np.prod)

    _tosa_reduce_product = _tosa_reduce_prod  # TOSA 1.0's name

    def _tosa_reduce_all(self, op, x, env):
        return self._reduce(op, x, np.all)

    def _tosa_reduce_any(self, op, x, env):
        return self._reduce(op, x, np.any)

    def _tosa_argmax(self, op, x, env):
        return [np.argmax(x[0], axis=int(num(op.attrs['axis'])))]

    def _zero_points(self, x, first):
        zps = []
        for v in x[first:]:
            zps.append(np.asarray(v).reshape(-1)[0])
        if any(z != 0 for z in zps):
            raise Unsupported('non-zero zero point')

    def _zps(self, op, x, first, names):
        """Zero points of integer data: TOSA 1.0's operands, or the older
        quantization_info attribute (input_zp = ..., weight_zp = ...); float data: none."""
        if np.asarray(x[0]).dtype == np.float64:
            self._zero_points(x, first)
            return [0] * len(names)
        if len(x) > first:
            return [int(np.asarray(v).reshape(-1)[0]) for v in x[first:first + len(names)]]
        q = op.attrs.get('quantization_info', '')
        found = [re.search(n + r'\s*=\s*(-?\d+)', q) for n in names]
        return [int(m.group(1)) if m else 0 for m in found]

    def _tosa_matmul(self, op, x, env):
        za, zb = self._zps(op, x, 2, ('a_zp', 'b_zp'))
        return [np.matmul(np.asarray(x[0], np.int64) - za, np.asarray(x[1], np.int64) - zb)
                if za or zb else np.matmul(np.asarray(x[0]), np.asarray(x[1]))]

    def _tosa_fully_connected(self, op, x, env):
        zi, zw = self._zps(op, x, 3, ('input_zp', 'weight_zp'))
        return [(np.asarray(x[0]) - zi) @ (np.asarray(x[1]) - zw).T + np.asarray(x[2])]

    def _conv_nhwc(self, a, w_ohwi, stride, dilation, pad, groups=1):
        # a [N,H,W,C], w [O,KH,KW,C/groups], pad [top,bottom,left,right]
        a = np.pad(a, [(0, 0), (pad[0], pad[1]), (pad[2], pad[3]), (0, 0)])
        n, h, w_, c = a.shape
        o, kh, kw, cg = w_ohwi.shape
        oh = (h - (kh - 1) * dilation[0] - 1) // stride[0] + 1
        ow = (w_ - (kw - 1) * dilation[1] - 1) // stride[1] + 1
        out = np.zeros((n, oh, ow, o))
        og = o // groups
        for i in range(kh):
            for j in range(kw):
                patch = a[:, i * dilation[0]: i * dilation[0] + (oh - 1) * stride[0] + 1: stride[0],
                          j * dilation[1]: j * dilation[1] + (ow - 1) * stride[1] + 1: stride[1], :]
                for g in range(groups):
                    out[..., g * og:(g + 1) * og] += patch[..., g * cg:(g + 1) * cg] @ w_ohwi[
                        g * og:(g + 1) * og, i, j, :].T
        return out

    def _tosa_conv2d(self, op, x, env):
        # integer data: x - input_zp and w - weight_zp (padding then adds 0, as TOSA pads with input_zp)
        zi, zw = self._zps(op, x, 3, ('input_zp', 'weight_zp'))
        out = self._conv_nhwc(np.asarray(x[0], np.float64) - zi, np.asarray(x[1], np.float64) - zw,
                              ints(op.attrs['stride']), ints(op.attrs['dilation']), ints(op.attrs['pad']))
        return [out + np.asarray(x[2])]

    def _tosa_depthwise_conv2d(self, op, x, env):
        zi, zw = self._zps(op, x, 3, ('input_zp', 'weight_zp'))
        w = np.asarray(x[1], np.float64) - zw  # [KH, KW, C, M]
        kh, kw, c, m = w.shape
        w_ohwi = np.transpose(w, (2, 3, 0, 1)).reshape(c * m, kh, kw, 1)
        out = self._conv_nhwc(np.asarray(x[0], np.float64) - zi, w_ohwi, ints(op.attrs['stride']),
                              ints(op.attrs['dilation']), ints(op.attrs['pad']), groups=c)
        return [out + np.asarray(x[2])]

    def _pool_nhwc(self, a, kernel, stride, pad, kind):
        fill = -np.inf if kind == 'max' else 0.0
        n, h, w, c = a.shape
        ap = np.pad(a, [(0, 0), (pad[0], pad[1]), (pad[2], pad[3]), (0, 0)], constant_values=fill)
        ones = np.pad(np.ones((h, w)), [(pad[0], pad[1]), (pad[2], pad[3])])
        oh = (ap.shape[1] - kernel[0]) // stride[0] + 1
        ow = (ap.shape[2] - kernel[1]) // stride[1] + 1
        acc = np.full((n, oh, ow, c), fill)
        cnt = np.zeros((oh, ow))
        for i in range(kernel[0]):
            for j in range(kernel[1]):
                win = ap[:, i:i + (oh - 1) * stride[0] + 1:stride[0], j:j + (ow - 1) * stride[1] + 1:stride[1], :]
                cnt += ones[i:i + (oh - 1) * stride[0] + 1:stride[0], j:j + (ow - 1) * stride[1] + 1:stride[1]]
                acc = np.maximum(acc, win) if kind == 'max' else acc + win
        return acc if kind == 'max' else acc / cnt[None, :, :, None]

    def _tosa_max_pool2d(self, op, x, env):
        return [self._pool_nhwc(np.asarray(x[0], np.float64), ints(op.attrs['kernel']),
                                ints(op.attrs['stride']), ints(op.attrs['pad']), 'max')]

    def _tosa_avg_pool2d(self, op, x, env):
        a = np.asarray(x[0])
        if a.dtype == np.float64:
            self._zero_points(x, 1)
            return [self._pool_nhwc(a, ints(op.attrs['kernel']), ints(op.attrs['stride']), ints(op.attrs['pad']),
                                    'avg')]
        # integers: the window sum of x - input_zp over the elements inside the input, divided
        # as the spec does (reciprocal_scale(count), apply_scale_32), + output_zp, clipped
        zi, zo = self._zps(op, x, 1, ('input_zp', 'output_zp'))
        kernel, stride, pad = ints(op.attrs['kernel']), ints(op.attrs['stride']), ints(op.attrs['pad'])
        n, h, w, c = a.shape
        oh = (h + pad[0] + pad[1] - kernel[0]) // stride[0] + 1
        ow = (w + pad[2] + pad[3] - kernel[1]) // stride[1] + 1
        elem = parse_tensor_type(op.out_types[0])[1]
        bits = int(elem[1:])
        out = np.zeros((n, oh, ow, c), np.int64)
        for oy in range(oh):
            for ox in range(ow):
                y0, x0 = oy * stride[0] - pad[0], ox * stride[1] - pad[2]
                win = a[:, max(y0, 0):max(y0 + kernel[0], 0), max(x0, 0):max(x0 + kernel[1], 0), :].astype(np.int64)
                count = win.shape[1] * win.shape[2]
                k = (count - 1).bit_length()
                mult, shift = (((1 << 30) + 1) << k) // count, 30 + k
                for idx, acc in np.ndenumerate(win.sum(axis=(1, 2)) - zi * count):
                    r = (int(acc) * mult + (1 << (shift - 1))) >> shift
                    out[idx[0], oy, ox, idx[1]] = min(max(r + zo, -(1 << (bits - 1))), (1 << (bits - 1)) - 1)
        return [out]

    def _tosa_gather(self, op, x, env):
        vals, idx = np.asarray(x[0]), np.asarray(x[1])  # [N,K,C], [N,W]
        if idx.size and (idx.min() < 0 or idx.max() >= vals.shape[1]):
            # TOSA requires 0 <= index < K; outside it the result is unpredictable
            raise Unsupported('tosa.gather with an index outside [0, K)')
        return [np.stack([vals[n][idx[n]] for n in range(vals.shape[0])])]

    @staticmethod
    def _dft2d(re, im, inverse, out_w):
        """TOSA FFT2D / RFFT2D by the spec's sums over [N, H, W]: a = sign * 2 pi ((iy * oy mod H) / H
        + (ix * ox mod W) / W), sign -1 when inverse (no scaling); real += re cos a + im sin a,
        imag += -re sin a + im cos a, for ox < out_w."""
        n, h, w = re.shape
        fy = (np.arange(h)[:, None] * np.arange(h)[None, :] % h) / h          # [oy, iy]
        fx = (np.arange(out_w)[:, None] * np.arange(w)[None, :] % w) / w      # [ox, ix]
        a = (-1.0 if inverse else 1.0) * 2 * np.pi * (fy[:, None, :, None] + fx[None, :, None, :])  # [oy, ox, iy, ix]
        c, s = np.cos(a), np.sin(a)
        real = np.einsum('nyx,abyx->nab', re, c) + np.einsum('nyx,abyx->nab', im, s)
        imag = -np.einsum('nyx,abyx->nab', re, s) + np.einsum('nyx,abyx->nab', im, c)
        return [real, imag]

    def _tosa_fft2d(self, op, x, env):
        inverse = str(op.attrs.get('inverse', 'false')).strip() in ('true', '1')
        re, im = np.asarray(x[0], np.float64), np.asarray(x[1], np.float64)
        return self._dft2d(re, im, inverse, re.shape[2])

    def _tosa_rfft2d(self, op, x, env):
        re = np.asarray(x[0], np.float64)
        return self._dft2d(re, np.zeros_like(re), False, re.shape[2] // 2 + 1)

    def _tosa_table(self, op, x, env):
        # TOSA TABLE: i8 -> table[x + 128]; i16 -> the spec's apply_lookup_s
        # (513 entries: base * 128 + slope * fraction, 7 fraction bits)
        a = np.asarray(x[0], np.int64)
        if len(x) > 1:
            t = np.asarray(x[1], np.int64).reshape(-1)
        else:
            t = np.array(ints(op.attrs['table']), np.int64)
        if t.size == 256:
            return [t[a + 128]]
        if t.size != 513:
            raise Unsupported('tosa.table of %d entries' % t.size)
        idx = (a + 32768) >> 7
        frac = a & 0x7F
        base, nxt = t[idx], t[idx + 1]
        return [base * 128 + (nxt - base) * frac]

    def _tosa_arithmetic_right_shift(self, op, x, env):
        # floor division by 2^b; round = true adds the last bit shifted out
        a, b = np.broadcast_arrays(np.asarray(x[0], np.int64), np.asarray(x[1], np.int64))
        elem = parse_tensor_type(op.out_types[0])[1]
        bits = int(elem[1:]) if re.match(r'^i\d+$', elem) else 64
        if b.size and (b.min() < 0 or b.max() >= bits):
            raise Unsupported('tosa.arithmetic_right_shift by a count outside [0, bits)')
        r = a // (np.int64(1) << b)
        rnd = op.attrs.get('round', 'false').strip()
        if rnd.startswith('true') or rnd.startswith('1'):
            last = (a // (np.int64(1) << np.maximum(b - 1, 0))) & 1
            r = r + np.where(b > 0, last, 0)
        return [_wrap_int(r, elem)]

    def _tosa_rescale(self, op, x, env):
        # TOSA 1.0 RESCALE: (x - in_zp) * multiplier >> shift with the spec's rounding
        # (apply_scale_32 / apply_scale_16), + out_zp, clipped to the output range.
        # Python integers: exact, no overflow.
        in_t = parse_tensor_type(op.in_types[0])[1] if hasattr(op, 'in_types') and op.in_types else None
        out_t = parse_tensor_type(op.out_types[0])[1]
        attr = op.attrs
        flag = lambda k: attr.get(k, 'false').strip().startswith('true')
        scale32 = flag('scale32') if 'scale32' in attr else True
        per_channel = flag('per_channel')
        dbl = flag('double_round') or 'DOUBLE_ROUND' in attr.get('rounding_mode', '')
        if 'INEXACT_ROUND' in attr.get('rounding_mode', ''):
            raise Unsupported('tosa.rescale INEXACT_ROUND (implementation-defined)')
        if len(x) == 5:
            mult = [int(v) for v in np.asarray(x[1]).reshape(-1)]
            shift = [int(v) for v in np.asarray(x[2]).reshape(-1)]
            in_zp, out_zp = int(np.asarray(x[3]).reshape(-1)[0]), int(np.asarray(x[4]).reshape(-1)[0])
        else:
            mult, shift = ints(attr['multiplier']), ints(attr['shift'])
            in_zp, out_zp = int(num(attr.get('input_zp', '0'))), int(num(attr.get('output_zp', '0')))
        in_uns = flag('input_unsigned') or (in_t or '').startswith('ui')
        out_uns = flag('output_unsigned') or out_t.startswith('ui')
        m = re.match(r'^u?i(\d+)$', out_t)
        if not m:
            raise Unsupported('tosa.rescale to ' + out_t)
        obits = int(m.group(1))
        a = np.asarray(x[0], np.int64)
        ibits = int(re.match(r'^u?i(\d+)$', in_t).group(1)) if in_t and re.match(r'^u?i(\d+)$', in_t) else 64
        if in_uns:
            a = a & ((1 << ibits) - 1)
            in_zp &= (1 << ibits) - 1
        if out_uns:
            out_zp &= (1 << obits) - 1
        lo, hi = (0, (1 << obits) - 1) if out_uns else (-(1 << (obits - 1)), (1 << (obits - 1)) - 1)
        for k in range(len(mult)):
            if mult[k] < 0 or not 1 <= shift[k] <= 63:
                raise Unsupported('tosa.rescale outside the REQUIREs (multiplier %d, shift %d)' % (mult[k], shift[k]))
        flat = a.reshape(-1)
        c_n = a.shape[-1] if (per_channel and a.ndim) else 1
        out = np.empty(flat.shape, np.int64)
        for i, v in enumerate(flat.tolist()):
            c = i % c_n if per_channel else 0
            val = v - in_zp
            s_ = shift[c]
            rnd = 1 << (s_ - 1)
            if scale32 and dbl and s_ > 31:
                rnd += (1 << 30) if val >= 0 else -(1 << 30)
            if scale32 and not -(1 << (s_ - 1)) <= val < (1 << (s_ - 1)):
                raise Unsupported('tosa.rescale: a value outside apply_scale_32\'s REQUIRE')
            r = (val * mult[c] + rnd) >> s_  # Python >> floors
            if not -(1 << 31) <= r < (1 << 31):
                raise Unsupported('tosa.rescale: a scaled value outside int32 (a REQUIRE)')
            r = r + out_zp
            r = max(lo, min(hi, r))
            out[i] = r
        out = out.reshape(a.shape)
        if out_t.startswith('i') and out_uns:
            out = _wrap_int(out, out_t)  # a signless result holds the unsigned value's bits
        return [out]

    def _tosa_conv3d(self, op, x, env):
        zi, zw = self._zps(op, x, 3, ('input_zp', 'weight_zp'))
        return [ref_window.tosa_conv3d(np.asarray(x[0], np.float64) - zi, np.asarray(x[1], np.float64) - zw,
                                       np.asarray(x[2]), ints(op.attrs['stride']), ints(op.attrs['pad']),
                                       ints(op.attrs['dilation']))]

    def _tosa_transpose_conv2d(self, op, x, env):
        zi, zw = self._zps(op, x, 3, ('input_zp', 'weight_zp'))
        out_pad = ints(op.attrs['out_pad'])
        if len(out_pad) != 4:  # TOSA 0.2x's [top, left] with another meaning
            raise Unsupported('tosa.transpose_conv2d with a %d-value out_pad' % len(out_pad))
        out_shape = ints(op.attrs['out_shape']) if 'out_shape' in op.attrs else None
        try:
            r = ref_window.tosa_transpose_conv2d(np.asarray(x[0], np.float64) - zi,
                                                 np.asarray(x[1], np.float64) - zw, np.asarray(x[2]),
                                                 ints(op.attrs['stride']), out_pad, out_shape)
        except ValueError as e:
            raise Unsupported(str(e))
        return [self._spec_shape(op, r)]

    def _tosa_resize(self, op, x, env):
        # TOSA 1.0: scale/offset/border are shape operands; LLVM 16-19: attributes of the same
        # name; LLVM <= 15 (output_size/stride/shift, TOSA 0.2x) is another operator
        if len(x) == 4:
            scale, offset, border = [[int(v) for v in np.asarray(a).reshape(-1)] for a in x[1:4]]
        elif 'scale' in op.attrs:
            scale, offset, border = ints(op.attrs['scale']), ints(op.attrs['offset']), ints(op.attrs['border'])
        else:
            raise Unsupported('tosa.resize of TOSA 0.2x (output_size/stride/shift attributes)')
        a = np.asarray(x[0])
        is_float = a.dtype == np.float64
        mode = sym(op.attrs['mode'])
        out_elem = parse_tensor_type(op.out_types[0])[1]
        if not is_float and mode == 'BILINEAR' and out_elem not in ('i32', 'i48'):
            raise Unsupported('tosa.resize BILINEAR of integers to %s (the spec gives i32/i48)' % out_elem)
        return [self._spec_shape(op, ref_window.tosa_resize(a if is_float else a.astype(np.int64), scale, offset,
                                                            border, mode, is_float))]

    def _spec_shape(self, op, r):
        # a result whose static type disagrees with the spec's shape formula: an ERROR_IF case
        shape = parse_tensor_type(op.out_types[0])[0]
        if any(d is not None and d != n for d, n in zip(shape, r.shape)) or len(shape) != r.ndim:
            raise Unsupported('%s: result type %s, the spec gives %s' % (op.name, shape, list(r.shape)))
        return r

    def _tosa_scatter(self, op, x, env):
        vals, idx, inp = np.array(x[0], copy=True), np.asarray(x[1], np.int64), np.asarray(x[2])
        for n in range(idx.shape[0]):
            row = idx[n]
            # REQUIREs: 0 <= k < K, and no position written twice (else unpredictable)
            if row.size and (row.min() < 0 or row.max() >= vals.shape[1] or len(set(row.tolist())) != row.size):
                raise Unsupported('tosa.scatter with an index outside [0, K) or written twice')
            vals[n, row, :] = inp[n]
        return [vals]

    def _int_bits(self, op):
        elem = parse_tensor_type(op.out_types[0])[1]
        m = re.match(r'^i(\d+)$', elem)
        if not m:
            raise Unsupported('%s of %s' % (op.name, elem))
        return int(m.group(1))

    def _tosa_clz(self, op, x, env):
        bits = self._int_bits(op)
        u = np.asarray(x[0], np.int64) & ((1 << bits) - 1)  # the two's complement bits
        return [np.array([bits - int(v).bit_length() for v in u.reshape(-1)], np.int64).reshape(u.shape)]

    def _tosa_logical_right_shift(self, op, x, env):
        bits = self._int_bits(op)
        a, b = np.broadcast_arrays(np.asarray(x[0], np.int64), np.asarray(x[1], np.int64))
        if b.size and (b.min() < 0 or b.max() >= bits):
            raise Unsupported('tosa.logical_right_shift by a count outside [0, bits)')
        u = a & ((1 << bits) - 1) if bits < 64 else a.astype(np.uint64)
        return [_wrap_int(np.asarray(u >> b.astype(u.dtype)).astype(np.int64), 'i%d' % bits)]

    def _tosa_bitwise_not(self, op, x, env):
        return [~np.asarray(x[0], np.int64)]

    def _tosa_logical_not(self, op, x, env):
        return [~np.asarray(x[0], np.bool_)]

    # ---- tensor ----
    def _tensor_empty(self, op, x, env):
        # its operands are the sizes of the `?` dims, in order
        shape, elem = parse_tensor_type(op.out_types[0])
        sizes = iter(int(v) for v in x)
        shape = [next(sizes) if d is None else d for d in shape]
        return [np.zeros(shape, _np_dtype(elem))]

    def _reshape_to_result(self, op, x, env):
        shape = parse_tensor_type(op.out_types[0])[0]
        if any(d is None for d in shape):
            shape = self._dynamic_reshape(op, x, shape)
        return [np.asarray(x[0]).reshape(shape)]

    def _dynamic_reshape(self, op, x, shape):
        # collapse_shape: each result dim is the product of its group of source dims;
        # expand_shape: output_shape's values, else a group's one `?` is the source dim
        # divided by the group's static sizes
        src = np.shape(x[0])
        if op.name == 'tensor.expand_shape' and 'static_output_shape' in op.attrs:
            return self._static_list(op, 'static_output_shape', x[1:])
        if op.name not in ('tensor.collapse_shape', 'tensor.expand_shape') or 'reassociation' not in op.attrs:
            raise Unsupported('dynamic reshape')
        groups = [[int(v) for v in g.split(',') if v.strip()]
                  for g in re.findall(r'\[([^\[\]]*)\]', op.attrs['reassociation'])]
        if op.name == 'tensor.collapse_shape':
            return [int(np.prod([src[d] for d in g])) for g in groups]
        out = list(shape)
        for k, g in enumerate(groups):
            dyn = [d for d in g if out[d] is None]
            if len(dyn) > 1:
                raise Unsupported('dynamic reshape: a group with several `?`')
            if dyn:
                known = int(np.prod([out[d] for d in g if out[d] is not None]))
                out[dyn[0]] = src[k] // known
        return out

    _tensor_collapse_shape = _tensor_expand_shape = _tensor_reshape = _reshape_to_result

    def _tensor_cast(self, op, x, env):
        # only the static information changes (to ? or unranked dims, as printMemref takes)
        return [np.asarray(x[0])]

    def _static_list(self, op, key, dyn):
        vals = ints(op.attrs[key])
        it = iter(dyn)
        out = []
        for v in vals:
            out.append(int(next(it)) if v == -9223372036854775808 else v)
        return out

    def _segments(self, op, n):
        seg = op.attrs.get('operandSegmentSizes') or op.attrs.get('operand_segment_sizes')
        return ints(seg) if seg else None

    def _slice_args(self, op, x, first):
        seg = self._segments(op, len(x))
        k = first
        offs_d = x[k:k + seg[first]]
        k += seg[first]
        sizes_d = x[k:k + seg[first + 1]]
        k += seg[first + 1]
        strides_d = x[k:k + seg[first + 2]]
        return (self._static_list(op, 'static_offsets', offs_d), self._static_list(op, 'static_sizes', sizes_d),
                self._static_list(op, 'static_strides', strides_d))

    def _tensor_extract_slice(self, op, x, env):
        offs, sizes, strides = self._slice_args(op, x, 1)
        a = np.asarray(x[0])
        r = a[tuple(slice(o, o + (s - 1) * st + 1, st) for o, s, st in zip(offs, sizes, strides))]
        return [r]

    def _tensor_insert_slice(self, op, x, env):
        offs, sizes, strides = self._slice_args(op, x, 2)
        dest = np.array(x[1], copy=True)
        src = np.asarray(x[0])
        idx = tuple(slice(o, o + (s - 1) * st + 1, st) for o, s, st in zip(offs, sizes, strides))
        dest[idx] = src.reshape(dest[idx].shape)
        return [dest]

    def _tensor_concat(self, op, x, env):
        return [np.concatenate(x, axis=int(num(op.attrs['dim'])))]

    def _tensor_extract(self, op, x, env):
        return [np.asarray(x[0])[tuple(int(i) for i in x[1:])]]

    def _memref_load(self, op, x, env):
        # memref.load: the element of a buffer at the given indices, as tensor.extract
        return self._tensor_extract(op, x, env)

    def _tensor_from_elements(self, op, x, env):
        shape = parse_tensor_type(op.out_types[0])[0]
        return [np.array(x).reshape(shape)]

    def _tensor_splat(self, op, x, env):
        shape, elem = parse_tensor_type(op.out_types[0])
        return [np.full(shape, x[0], _np_dtype(elem))]

    def _tensor_pad(self, op, x, env):
        seg = self._segments(op, len(x))
        lo_d = x[1:1 + seg[1]]
        hi_d = x[1 + seg[1]:1 + seg[1] + seg[2]]
        lo = self._static_list(op, 'static_low', lo_d)
        hi = self._static_list(op, 'static_high', hi_d)
        a = np.asarray(x[0])
        block = op.regions[0][0]
        if any(b in str([o.operands for o in block.ops]) for b in block.args):
            raise Unsupported('tensor.pad with an index-dependent value')
        val = self.run_block(block, [0] * len(block.args), env)[0]
        return [np.pad(a, list(zip(lo, hi)), constant_values=np.asarray(val).reshape(-1)[0])]

    def _pack_layout(self, op, x, rank):
        # linalg.pack/unpack operands: source, dest, padding_value?, dynamic inner tiles
        seg = self._segments(op, len(x)) or [1, 1, 0, 0]
        tiles = self._static_list(op, 'static_inner_tiles', x[2 + seg[2]:])
        pos = ints(op.attrs['inner_dims_pos'])
        perm = ints(op.attrs['outer_dims_perm']) if 'outer_dims_perm' in op.attrs else list(range(rank))
        tile_of = {d: t for d, t in zip(pos, tiles)}
        return seg, pos, perm, tile_of

    def _linalg_pack(self, op, x, env):
        # spec: dest[outer (permuted by outer_dims_perm)..., inner...] = source[outer_d * tile_d + inner_d]
        # (or padding_value past the source's end), element by element
        src = np.asarray(x[0])
        r = src.ndim
        seg, pos, perm, tile_of = self._pack_layout(op, x, r)
        pad = np.asarray(x[2]).reshape(-1)[0] if seg[2] else 0
        out_shape = np.asarray(x[1]).shape
        out = np.empty(out_shape, src.dtype)
        for R in np.ndindex(*out_shape):
            outer = [0] * r
            for k in range(r):
                outer[perm[k]] = R[k]
            idx = []
            for d in range(r):
                i = outer[d]
                if d in tile_of:
                    i = i * tile_of[d] + R[r + pos.index(d)]
                idx.append(i)
            out[R] = src[tuple(idx)] if all(i < n for i, n in zip(idx, src.shape)) else pad
        return [out]

    def _linalg_unpack(self, op, x, env):
        src = np.asarray(x[0])
        out_shape = np.asarray(x[1]).shape
        r = len(out_shape)
        seg, pos, perm, tile_of = self._pack_layout(op, x, r)
        out = np.empty(out_shape, src.dtype)
        for I in np.ndindex(*out_shape):
            R = [0] * src.ndim
            for k in range(r):
                d = perm[k]
                R[k] = I[d] // tile_of[d] if d in tile_of else I[d]
            for j, d in enumerate(pos):
                R[r + j] = I[d] % tile_of[d]
            out[I] = src[tuple(R)]
        return [out]

    _tensor_pack = _linalg_pack
    _tensor_unpack = _linalg_unpack

    def _tensor_dim(self, op, x, env):
        return [np.asarray(x[0]).shape[int(x[1])]]

    # ---- linalg ----
    def _ins_outs(self, op, x):
        seg = self._segments(op, len(x))
        n_in = seg[0] if seg else len(x) - 1
        if not seg and op.name == 'linalg.reduce':  # SameVariadicOperandSize: as many inits as inputs
            n_in = len(x) // 2
        return x[:n_in], x[n_in:]

    def _linalg_fill(self, op, x, env):
        ins, outs = self._ins_outs(op, x)
        return [np.full(np.asarray(outs[0]).shape, np.asarray(ins[0]).reshape(-1)[0])]

    def _linalg_copy(self, op, x, env):
        return [np.array(x[0], copy=True)]

    def _linalg_matmul(self, op, x, env):
        ins, outs = self._ins_outs(op, x)
        a, b = np.asarray(ins[0], np.float64), np.asarray(ins[1], np.float64)
        if 'indexing_maps' in op.attrs:
            return self._linalg_generic(op, x, env)
        return [outs[0] + a @ b]

    def _linalg_batch_matmul(self, op, x, env):
        return self._linalg_matmul(op, x, env)

    def _linalg_matmul_transpose_b(self, op, x, env):
        ins, outs = self._ins_outs(op, x)
        return [outs[0] + np.asarray(ins[0]) @ np.asarray(ins[1]).T]

    def _linalg_batch_matmul_transpose_b(self, op, x, env):
        ins, outs = self._ins_outs(op, x)
        return [outs[0] + np.matmul(ins[0], np.swapaxes(ins[1], -1, -2))]

    def _linalg_matmul_transpose_a(self, op, x, env):
        ins, outs = self._ins_outs(op, x)
        return [outs[0] + np.asarray(ins[0]).T @ np.asarray(ins[1])]

    def _linalg_matvec(self, op, x, env):
        ins, outs = self._ins_outs(op, x)
        return [outs[0] + np.asarray(ins[0]) @ np.asarray(ins[1])]

    _linalg_vecmat = _linalg_matvec
    _linalg_dot = _linalg_matvec

    def _conv_attrs(self, op):
        s = ints(op.attrs['strides']) if 'strides' in op.attrs else [1, 1]
        d = ints(op.attrs['dilations']) if 'dilations' in op.attrs else [1, 1]
        return s, d

    @staticmethod
    def _read_window(a_nhwc, out_hw, k_hw, s, d):
        """The input rows and columns a named convolution reads: linalg sizes its loops by the
        output, so an input larger than (o - 1) * stride + (k - 1) * dilation + 1 has unused
        rows/columns at its end (named-ops.mlir's 113x113 input of a 56x56 output)."""
        need = [(o - 1) * st + (k - 1) * dl + 1 for o, k, st, dl in zip(out_hw, k_hw, s, d)]
        return a_nhwc[:, :max(need[0], 0), :max(need[1], 0), :]

    def _linalg_conv_2d_nhwc_hwcf(self, op, x, env):
        ins, outs = self._ins_outs(op, x)
        s, d = self._conv_attrs(op)
        w = np.transpose(np.asarray(ins[1], np.float64), (3, 0, 1, 2))
        a = self._read_window(np.asarray(ins[0], np.float64), np.shape(outs[0])[1:3], w.shape[1:3], s, d)
        return [outs[0] + self._conv_nhwc(a, w, s, d, [0, 0, 0, 0])]

    def _linalg_conv_2d_nhwc_fhwc(self, op, x, env):
        ins, outs = self._ins_outs(op, x)
        s, d = self._conv_attrs(op)
        w = np.asarray(ins[1], np.float64)
        a = self._read_window(np.asarray(ins[0], np.float64), np.shape(outs[0])[1:3], w.shape[1:3], s, d)
        return [outs[0] + self._conv_nhwc(a, w, s, d, [0, 0, 0, 0])]

    def _linalg_conv_2d_nchw_fchw(self, op, x, env):
        ins, outs = self._ins_outs(op, x)
        s, d = self._conv_attrs(op)
        a = np.transpose(np.asarray(ins[0], np.float64), (0, 2, 3, 1))
        w = np.transpose(np.asarray(ins[1], np.float64), (0, 2, 3, 1))
        a = self._read_window(a, np.shape(outs[0])[2:4], w.shape[1:3], s, d)
        r = self._conv_nhwc(a, w, s, d, [0, 0, 0, 0])
        return [outs[0] + np.transpose(r, (0, 3, 1, 2))]

    def _linalg_depthwise_conv_2d_nhwc_hwc(self, op, x, env):
        ins, outs = self._ins_outs(op, x)
        s, d = self._conv_attrs(op)
        w = np.asarray(ins[1], np.float64)  # [KH, KW, C]
        w_ohwi = np.transpose(w, (2, 0, 1))[..., None]
        a = self._read_window(np.asarray(ins[0], np.float64), np.shape(outs[0])[1:3], w.shape[0:2], s, d)
        return [outs[0] + self._conv_nhwc(a, w_ohwi, s, d, [0, 0, 0, 0], groups=w.shape[2])]

    def _linalg_window(self, op, x, short):
        # the named convolutions and poolings of ref_window (every layout, strides, dilations)
        ins, outs = self._ins_outs(op, x)
        s = ints(op.attrs['strides']) if 'strides' in op.attrs else None
        d = ints(op.attrs['dilations']) if 'dilations' in op.attrs else None
        init = np.asarray(outs[0])
        if init.dtype == np.bool_ or (short.endswith('_unsigned')):
            raise Unsupported(op.name)
        conv = lambda v: np.asarray(v, np.float64) if init.dtype == np.float64 else np.asarray(v, np.int64)
        try:
            if short in ref_window.LINALG_CONVS:
                return [ref_window.linalg_conv(short, conv(ins[0]), conv(ins[1]), init, s, d)]
            return [ref_window.linalg_pool(short, conv(ins[0]), np.shape(ins[1]), init, s, d)]
        except ValueError as e:
            raise Unsupported('%s: %s' % (op.name, e))

    def _linalg_elemwise_region(self, op, x, env):
        # linalg's elementwise named ops: the scalar region mlir-opt prints for them, applied at
        # every point; identity maps (a rank-0 operand: broadcast) unless the op gives its own
        ins, outs = self._ins_outs(op, x)
        if 'indexing_maps' in op.attrs:
            return self._linalg_generic(op, x, env)
        rank = np.ndim(outs[0])
        dims = ', '.join('d%d' % k for k in range(rank))
        maps = []
        for v in list(ins) + list(outs):
            if np.ndim(v) not in (0, rank):
                raise Unsupported('%s of rank %d into rank %d' % (op.name, np.ndim(v), rank))
            maps.append('affine_map<(%s) -> (%s)>' % (dims, dims if np.ndim(v) else ''))
        mapped = Op(op.name, op.results, op.operands, dict(op.attrs, indexing_maps='[%s]' % ', '.join(maps)),
                    op.regions, op.in_types, op.out_types)
        return self._linalg_generic(mapped, x, env)

    _linalg_elemwise_unary = _linalg_elemwise_binary = _linalg_elementwise = _linalg_elemwise_region

    def _linalg_batch_matmul_transpose_a(self, op, x, env):
        ins, outs = self._ins_outs(op, x)
        return [outs[0] + np.matmul(np.swapaxes(ins[0], -1, -2), ins[1])]

    def _linalg_batch_matvec(self, op, x, env):
        ins, outs = self._ins_outs(op, x)
        return [outs[0] + np.einsum('bmk,bk->bm', ins[0], ins[1])]

    def _linalg_batch_reduce_matmul(self, op, x, env):
        ins, outs = self._ins_outs(op, x)
        if 'indexing_maps' in op.attrs:
            return self._linalg_generic(op, x, env)
        return [outs[0] + np.einsum('bmk,bkn->mn', ins[0], ins[1])]

    def _linalg_mmt4d(self, op, x, env):
        ins, outs = self._ins_outs(op, x)
        return [outs[0] + np.einsum('mkab,nkcb->mnac', ins[0], ins[1])]

    def _linalg_batch_mmt4d(self, op, x, env):
        ins, outs = self._ins_outs(op, x)
        return [outs[0] + np.einsum('zmkab,znkcb->zmnac', ins[0], ins[1])]

    def _linalg_transpose(self, op, x, env):
        return [np.transpose(x[0], ints(op.attrs['permutation']))]

    def _linalg_broadcast(self, op, x, env):
        dims = ints(op.attrs['dimensions'])
        out_shape = np.asarray(x[1]).shape
        a = np.asarray(x[0])
        for dd in sorted(dims):
            a = np.expand_dims(a, dd)
        return [np.broadcast_to(a, out_shape).copy()]

    def _linalg_softmax(self, op, x, env):
        ax = int(num(op.attrs['dimension']))
        a = np.asarray(x[0], np.float64)
        e = np.exp(a - a.max(axis=ax, keepdims=True))
        return [e / e.sum(axis=ax, keepdims=True)]

    def _linalg_map(self, op, x, env):
        ins, outs = self._ins_outs(op, x)
        block = op.regions[0][0]
        return [self.run_block(block, [np.asarray(a) for a in ins], env)[0]]

    def _linalg_reduce(self, op, x, env):
        ins, outs = self._ins_outs(op, x)
        dims = ints(op.attrs['dimensions'])
        block = op.regions[0][0]
        n = len(ins)
        accs = [np.array(o, copy=True) for o in outs]
        a0 = np.asarray(ins[0])
        for idx in itertools.product(*[range(a0.shape[dd]) for dd in dims]):
            sel = [slice(None)] * a0.ndim
            for dd, i in zip(dims, idx):
                sel[dd] = i
            vals = [np.asarray(a)[tuple(sel)] for a in ins]
            accs = [np.asarray(v) for v in self.run_block(block, vals + accs, env)]
        return accs[:len(outs)] if n else accs

    def _linalg_generic(self, op, x, env):
        ins, outs = self._ins_outs(op, x)
        maps = [parse_affine_map(m) for m in _split_top(op.attrs['indexing_maps'].strip()[1:-1])]
        if 'iterator_types' in op.attrs:
            iters = [sym(t) for t in _split_top(op.attrs['iterator_types'].strip()[1:-1])]
        else:  # a named op with explicit maps: loops missing from the output reduce
            out_dims = [v for kind, v in maps[-1][1] if kind == 'd']
            iters = ['parallel' if d in out_dims else 'reduction' for d in range(maps[0][0])]
        if any(m is None or any(k == 'x' for k, _ in m[1]) for m in maps):
            raise Unsupported('linalg.generic with a non-trivial affine map')
        if any(k == 'l' for m in maps[len(ins):] for k, _ in m[1]):
            raise Unsupported('linalg.generic with an affine expression in an output map')
        n_loops = len(iters)
        sizes = [None] * n_loops
        operands = list(ins) + list(outs)
        for a, (_, res) in zip(operands, maps):
            shape = np.shape(a)
            for axis, (kind, v) in enumerate(res):
                if kind == 'd':
                    sizes[v] = shape[axis]
        if any(s is None for s in sizes):
            raise Unsupported('linalg.generic loop without a size')
        par = [d for d in range(n_loops) if iters[d] == 'parallel']
        red = [d for d in range(n_loops) if iters[d] != 'parallel']

        def full_view(a, res):
            a = np.asarray(a)
            if any(kind == 'l' for kind, _ in res):  # sums of dims times constants: gather over the loop grid
                grid = np.indices(sizes, dtype=np.int64)
                idx = []
                for kind, v in res:
                    if kind == 'd':
                        idx.append(grid[v])
                    elif kind == 'c':
                        idx.append(np.full(sizes, v, dtype=np.int64))
                    else:
                        coefs, const = v
                        idx.append(const + sum(c * grid[d] for d, c in enumerate(coefs) if c))
                return a[tuple(idx)]
            loops = []
            for axis in reversed(range(len(res))):
                kind, v = res[axis]
                if kind == 'c':
                    a = np.take(a, v, axis=axis)
            loops = [v for kind, v in res if kind == 'd']
            order = sorted(range(len(loops)), key=lambda k: loops[k])
            a = np.transpose(a, order)
            loops = sorted(loops)
            shape = [sizes[d] if d in loops else 1 for d in range(n_loops)]
            return np.broadcast_to(a.reshape(shape), sizes)

        fast = self._contraction(op, ins, outs, maps, red)
        if fast is not None:
            return fast
        work = 1
        for sz in sizes:
            work *= max(1, sz)
        if work > 20000000:
            raise Unsupported('linalg.generic too large for the reference (%d points)' % work)
        views = [full_view(a, m[1]) for a, m in zip(ins, maps[:len(ins)])]
        out_maps = maps[len(ins):]
        # output values in parallel-loop order
        accs = []
        for o, (_, res) in zip(outs, out_maps):
            fv = full_view(o, res)
            sel = tuple(0 if d in red else slice(None) for d in range(n_loops))
            accs.append(np.array(fv[sel], copy=True))
        block = op.regions[0][0]
        env = dict(env)
        env['__linalg_index__'] = (par, red, sizes)
        if not red:
            env['__linalg_pos__'] = {}
            vals = [v for v in views]
            accs = [np.asarray(r) for r in self.run_block(block, vals + accs, env)]
        else:
            for idx in itertools.product(*[range(sizes[d]) for d in red]):
                env['__linalg_pos__'] = dict(zip(red, idx))
                sel = tuple(idx[red.index(d)] if d in red else slice(None) for d in range(n_loops))
                vals = [v[sel] for v in views]
                accs = [np.asarray(r) for r in self.run_block(block, vals + accs, env)]
        results = []
        for acc, (_, res), o in zip(accs, out_maps, outs):
            acc = np.broadcast_to(acc, [sizes[d] for d in par])
            dims = [v for kind, v in res if kind == 'd']
            perm = [par.index(d) for d in dims]
            results.append(np.transpose(acc, perm).reshape(np.shape(o)))
        return results

    def _contraction(self, op, ins, outs, maps, red):
        """out + sum(in0 * in1) over the reduction loops as one einsum (matmul-like bodies)."""
        block = op.regions[0][0] if op.regions and op.regions[0] else None
        if block is None or len(ins) != 2 or len(outs) != 1 or not red or len(block.ops) != 3:
            return None
        mul, add, yld = block.ops
        a, b, c = block.args
        if mul.name not in ('arith.mulf', 'arith.muli') or sorted(mul.operands) != sorted([a, b]):
            return None
        if add.name not in ('arith.addf', 'arith.addi') or sorted(add.operands) != sorted([c, mul.results[0]]):
            return None
        if yld.operands != [add.results[0]] or any(k != 'd' for m in maps for k, _ in m[1]):
            return None
        letters = 'abcdefghijklmnopqrstuvwxyz'
        subs = [''.join(letters[v] for _, v in m[1]) for m in maps]
        # output dims no input indexes (a broadcast operand): summed without them, then broadcast
        kept = ''.join(c for c in subs[2] if c in subs[0] + subs[1])
        prod = np.einsum('%s,%s->%s' % (subs[0], subs[1], kept), np.asarray(ins[0]), np.asarray(ins[1]))
        prod = prod.reshape([np.shape(outs[0])[i] if c in kept else 1 for i, c in enumerate(subs[2])])
        return [np.asarray(outs[0]) + prod]

    def _linalg_index(self, op, x, env):
        par, red, sizes = env['__linalg_index__']
        d = int(num(op.attrs['dim']))
        pos = env['__linalg_pos__']
        if d in red:
            return [pos[d]]
        shape = [1] * len(par)
        shape[par.index(d)] = sizes[d]
        return [np.arange(sizes[d]).reshape(shape)]


ARITH_BIN = {
    'addf': np.add, 'subf': np.subtract, 'mulf': np.multiply, 'divf': np.divide,
    'maximumf': np.maximum, 'minimumf': np.minimum, 'maxnumf': np.fmax, 'minnumf': np.fmin,
    'maxf': np.maximum, 'minf': np.minimum, 'remf': np.fmod, 'powf': np.power,
    'addi': np.add, 'subi': np.subtract, 'muli': np.multiply, 'andi': np.bitwise_and, 'ori': np.bitwise_or,
    'xori': np.bitwise_xor, 'maxsi': np.maximum, 'minsi': np.minimum,
    'divsi': lambda a, b: np.trunc(np.asarray(a) / np.asarray(b)).astype(np.int64),
    'shli': np.left_shift, 'shrsi': np.right_shift,
    'remsi': lambda a, b: np.asarray(a) - np.asarray(b) * np.trunc(np.asarray(a) / np.asarray(b)).astype(np.int64),
    'floordivsi': lambda a, b: np.asarray(a) // np.asarray(b),
    'ceildivsi': lambda a, b: -(-np.asarray(a) // np.asarray(b)),
}

def _int_bits(type_text):
    """The width of an integer element type (i1..i64; index: 64)."""
    tt = parse_tensor_type(type_text)
    elem = (tt[1] if tt else type_text).strip()
    if elem == 'index':
        return 64
    if not re.fullmatch(r'[su]?i\d+', elem):
        raise Unsupported('unsigned op on %s' % elem)
    return int(elem.lstrip('su')[1:])


def _as_unsigned(a, bits):
    """Two's-complement integers read as unsigned of the given width (exact: Python ints
    for 64 bits)."""
    a = np.asarray(a)
    if a.dtype == np.bool_:
        return a.astype(np.int64)
    if bits >= 64:
        return np.vectorize(lambda v: int(v) % (1 << 64), otypes=[object])(a)
    return np.asarray(a, np.int64) % (1 << bits)


# unsigned integer ops: operands read as unsigned of the operand width, result wrapped
ARITH_UNSIGNED = {
    'divui': lambda a, b: a // b, 'remui': lambda a, b: a % b, 'maxui': np.maximum, 'minui': np.minimum,
    'ceildivui': lambda a, b: -(-a // b),
}

TOSA_BIN = {
    'add': np.add, 'sub': np.subtract, 'maximum': np.maximum, 'minimum': np.minimum,
    'pow': lambda a, b: np.power(a.astype(np.float64), b), 'greater': np.greater,
    'greater_equal': np.greater_equal, 'equal': np.equal, 'logical_and': np.logical_and,
    'logical_or': np.logical_or, 'logical_xor': np.logical_xor, 'bitwise_and': np.bitwise_and,
    'bitwise_or': np.bitwise_or, 'bitwise_xor': np.bitwise_xor,
    'intdiv': lambda a, b: np.trunc(a / b).astype(np.int64),
    'div': lambda a, b: np.trunc(a / b).astype(np.int64),  # LLVM <= 17's name of intdiv
    'logical_left_shift': np.left_shift,
}


# linalg's named elementwise ops: (function of the ins, number of ins); MLIR LinalgNamedStructuredOps
LINALG_EW = {
    'add': (np.add, 2), 'sub': (np.subtract, 2), 'mul': (np.multiply, 2), 'div': (np.divide, 2),
    'max': (np.maximum, 2), 'min': (np.minimum, 2), 'powf': (np.power, 2),
    'exp': (np.exp, 1), 'log': (np.log, 1), 'abs': (np.abs, 1), 'ceil': (np.ceil, 1), 'floor': (np.floor, 1),
    'negf': (np.negative, 1), 'reciprocal': (lambda a: 1.0 / a, 1), 'sqrt': (np.sqrt, 1),
    'rsqrt': (lambda a: 1.0 / np.sqrt(a), 1), 'tanh': (np.tanh, 1), 'square': (lambda a: a * a, 1),
    'erf': (lambda a: _erf(a), 1),
}


def functions(text):
    """[(name, Op)] of the public func.func ops of a generic module."""
    ops, resources = parse(text)
    out = []
    stack = list(ops)
    while stack:
        op = stack.pop(0)
        if op.name == 'builtin.module':
            stack = [o for b in op.regions[0] for o in b.ops] + stack
        elif op.name == 'func.func':
            out.append((op.attrs['sym_name'].strip('"'), op))
    return out, resources


def signature(func_op):
    """Argument and result types of a func.func (raw text)."""
    ft = func_op.attrs['function_type']
    from mlir_generic import Parser
    p = Parser(ft)
    return p.function_type()


def evaluate(text, inputs, func=None, outputs='returned'):
    """Run the function (default: the first public one) on inputs (numpy arrays); its outputs
    as mlir2c --outputs chooses them ('returned': returned values, then written memref
    arguments; 'unused': the op results nothing uses; 'printed': the values passed to
    printMemref* calls)."""
    funcs, resources = functions(text)
    cand = [f for n, f in funcs if (func is None or n == func) and f.regions and f.regions[0]
            and 'private' not in f.attrs.get('sym_visibility', '')]
    if not cand:
        raise Unsupported('no function body')
    fop = cand[0]
    if len(fop.regions[0]) != 1:
        raise Unsupported('function with several blocks')
    ev = Evaluator(resources, dict(funcs))
    with np.errstate(all='ignore'):
        return ev.run_block(fop.regions[0][0], list(inputs), {}, outputs, signature(fop))
