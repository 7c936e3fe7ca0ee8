"""Float64/int64 reference of torch-mlir's TMTensor ops in their custom syntax, written
from the op documentation (TMTensorOps.td, torch-mlir), for units whose function holds
tm_tensor.scatter or tm_tensor.scan (tensor or memref form), besides tensor.empty,
tensor.cast, memref.alloc and the return.

scatter: ins(updates [N, slice..], indices [N, D]) outs(original); for n = 0..N-1 in
order, every element of update slice n is combined by the region (update, current) ->
new with the original element at indices[n, i] on dim dimension_map[i] (plus the slice
coordinate where the slice, aligned with the original's last dims, covers that dim).
An element outside the original is skipped (the op leaves it undefined; npk skips it).

scan dimension(d) inclusive(b): ins(input) outs(output, accumulator); output[0] along d
is input[0] (inclusive) or the accumulator (exclusive), then output[i] = region(output[i-1],
input[i] (inclusive) or input[i-1] (exclusive)); the accumulator result is output's last
slice (unchanged when the dim has one element). Results: (output, accumulator).
"""
import re

import numpy as np


class Unsupported(Exception):
    pass


_TYPE = re.compile(r'(?:tensor|memref)<([^>]*)>')


def _dims(t):
    m = _TYPE.fullmatch(t.strip())
    if not m:
        raise Unsupported('type %s' % t)
    parts = m.group(1).split('x')
    return parts[:-1], parts[-1]


def _body(region):
    """[(result, op, operands, const)], yielded name, block argument names."""
    m = re.search(r'\^\w+\(([^)]*)\)\s*:', region)
    if not m:
        raise Unsupported('region without block arguments')
    args = re.findall(r'(%[\w$.\-]+)\s*:', m.group(1))
    ops, yielded = [], None
    for line in region[m.end():].splitlines():
        line = line.strip()
        if not line:
            continue
        y = re.match(r'tm_tensor\.yield\s+(%[\w$.\-]+)', line)
        if y:
            yielded = y.group(1)
            break
        o = re.match(r'(%[\w$.\-]+)\s*=\s*([\w.]+)\s+(.*?)\s*:', line)
        if not o:
            raise Unsupported('region line %r' % line)
        res, name, rest = o.groups()
        if name == 'arith.constant':
            ops.append((res, name, [], float(rest) if re.search(r'[.eE]', rest) else int(rest)))
        else:
            ops.append((res, name, re.findall(r'%[\w$.\-]+', rest), None))
    if yielded is None:
        raise Unsupported('region without tm_tensor.yield')
    return ops, yielded, args


_BIN = {'arith.addi': lambda a, b: a + b, 'arith.addf': lambda a, b: a + b,
        'arith.subi': lambda a, b: a - b, 'arith.subf': lambda a, b: a - b,
        'arith.muli': lambda a, b: a * b, 'arith.mulf': lambda a, b: a * b,
        'arith.maxsi': max, 'arith.minsi': min, 'arith.maximumf': max, 'arith.minimumf': min}


def _apply(body, update, current):
    ops, yielded, args = body
    env = {args[0]: update, args[1]: current}
    for res, name, operands, const in ops:
        if name == 'arith.constant':
            env[res] = const
        elif name in _BIN and len(operands) == 2:
            env[res] = _BIN[name](env[operands[0]], env[operands[1]])
        else:
            raise Unsupported('region op %s' % name)
    return env[yielded]


def _wrap(v, elem):
    """Integers wrap to their width (the ops compute in the element type)."""
    if elem.startswith('i') and elem[1:].isdigit():
        bits = int(elem[1:])
        v = int(v) & ((1 << bits) - 1)
        return v - (1 << bits) if v >> (bits - 1) else v
    return v


def _scatter(updates, indices, original, dim_map, body, elem):
    out = np.array(original, copy=True)
    n_upd = updates.shape[0]
    slice_shape = updates.shape[1:]
    r, sr = out.ndim, len(slice_shape)
    for n in range(n_upd):
        for pos in np.ndindex(*slice_shape) if sr else [()]:
            at = [0] * r
            for j in range(sr):
                at[r - sr + j] = pos[j]
            for i, d in enumerate(dim_map):
                at[d] += int(indices[n, i])
            if any(c < 0 or c >= out.shape[d] for d, c in enumerate(at)):
                continue
            cur = out[tuple(at)].item()
            out[tuple(at)] = _wrap(_apply(body, updates[(n,) + pos].item(), cur), elem)
    return out


def _scan(x, acc, dim, inclusive, body, elem):
    x = np.moveaxis(np.asarray(x), dim, 0)
    out = np.zeros(x.shape, dtype=x.dtype)
    if not inclusive and acc is None:
        raise Unsupported('an exclusive scan reads an uninitialised accumulator')
    for pos in np.ndindex(*x.shape[1:]):
        prev = None
        for i in range(x.shape[0]):
            if i == 0:
                v = x[(0,) + pos].item() if inclusive else np.asarray(acc)[pos].item()
            else:
                v = _wrap(_apply(body, prev, x[(i if inclusive else i - 1,) + pos].item()), elem)
            out[(i,) + pos] = v
            prev = v
    out = np.moveaxis(out, 0, dim)
    new_acc = np.take(out, out.shape[dim] - 1, axis=dim) if out.shape[dim] > 1 else acc
    return out, new_acc


def _operand_names(group):
    return [x.strip() for x in group.split(',')]


def _evaluate_scan(text, env):
    m = re.search(r'(?:(%[\w$.\-]+)\s*,\s*(%[\w$.\-]+)\s*=\s*)?tm_tensor\.scan\s+dimension\((\d+)\)\s+inclusive\((true|false)\)'
                  r'(.*?)ins\((.*?):(.*?)\)\s*outs\((.*?):(.*?)\)\s*\{(.*?)\n\s*\}', text, re.S)
    if not m:
        raise Unsupported('tm_tensor.scan form')
    r_out, r_acc, dim, inc, _, ins, _, outs, out_types, region = m.groups()
    (x,), (o, a) = _operand_names(ins), _operand_names(outs)
    if x not in env or o not in env or a not in env:
        raise Unsupported('operands not defined')
    elem = _dims(out_types.split(',')[0])[1]
    out, acc = _scan(env[x], env[a], int(dim), inc == 'true', _body(region), elem)
    if r_out:
        env[r_out], env[r_acc] = out, acc
        return None
    return out   # memrefs: the output buffer after the op


def evaluate(text, inputs):
    """The values a unit with one tm_tensor.scatter or scan gives: its returned values
    (tensors) or the output memref after the op (memrefs)."""
    f = re.search(r'func\.func\s+@[\w$.\-]+\s*\((.*?)\)\s*(->[^{]*)?\{', text, re.S)
    if not f:
        raise Unsupported('no function')
    decl = re.findall(r'(%[\w$.\-]+)\s*:\s*((?:tensor|memref)<[^>]*>)', f.group(1))
    if len(decl) != len(inputs):
        raise Unsupported('argument count')
    env = {n: np.asarray(v) for (n, _), v in zip(decl, inputs)}
    ops = re.findall(r'tm_tensor\.(\w+)', text)
    if 'scan' in ops:
        if ops.count('scan') != 1 or [o for o in ops if o not in ('scan', 'yield')]:
            raise Unsupported('only one tm_tensor.scan is evaluated')
        for name, op, src, t in re.findall(r'(%[\w$.\-]+)\s*=\s*(tensor\.empty|tensor\.cast|memref\.alloc)\s*\(?\)?\s*(%[\w$.\-]+)?\s*:\s*(\S+)', text):
            if op == 'tensor.cast':
                if src not in env:
                    continue   # a cast of the scan's result: read below
                env[name] = env[src]
            elif op == 'tensor.empty':
                d, _ = _dims(t)
                env[name] = np.zeros([int(x) for x in d if x])   # no value is read from it
            else:
                env[name] = None   # uninitialised
        mem = _evaluate_scan(text, env)
        if mem is not None:
            return [mem]
        for name, src in re.findall(r'(%[\w$.\-]+)\s*=\s*tensor\.cast\s+(%[\w$.\-]+)', text):
            if src in env and name not in env:
                env[name] = env[src]
        ret = re.search(r'\breturn\s+([^:\n]*)', text)
        if not ret:
            raise Unsupported('no return')
        return [env[n] for n in _operand_names(ret.group(1))]
    if ops.count('scatter') != 1 or [o for o in ops if o not in ('scatter', 'yield')]:
        raise Unsupported('only one tm_tensor.scatter is evaluated')
    m = re.search(r'(?:(%[\w$.\-]+)\s*=\s*)?tm_tensor\.scatter\b(.*?)ins\((.*?):(.*?)\)\s*outs\((.*?):(.*?)\)\s*\{(.*?)\n\s*\}',
                  text, re.S)
    if not m:
        raise Unsupported('tm_tensor.scatter form')
    result, attrs, ins, _, outs, out_types, region = m.groups()
    dm = re.search(r'dimension_map\s*=\s*(?:array<i64:\s*([^>]*)>|\[([^\]]*)\])', attrs)
    if not dm:
        raise Unsupported('no dimension_map')
    dim_map = [int(x) for x in (dm.group(1) if dm.group(1) is not None else dm.group(2)).split(',') if x.strip()]
    names = [x.strip() for x in ins.split(',')] + [outs.strip()]
    if any(n not in env for n in names):
        raise Unsupported('operands are not arguments')
    elem = _dims(out_types)[1]
    y = _scatter(env[names[0]], env[names[1]], env[names[2]], dim_map, _body(region), elem)
    if result:
        ret = re.search(r'\breturn\s+(%[\w$.\-]+)', text)
        if not ret or ret.group(1) != result:
            raise Unsupported('the result is not returned as it is')
    return [y]
