"""tosa_int_ref.py - a NumPy reference for the quantized TOSA the exporter writes (--int8).

Written from the TOSA 1.0 specification's pseudo-code, independently of npk's
kernels: RESCALE (apply_scale_32 with double rounding, zero points, saturation),
CONV2D / MATMUL on int8 with zero points and int32 accumulators, CLAMP and
MAX_POOL2D on integers, CAST (float to int: round to nearest even, saturate), and
the float ops of the graph's ends (MUL, ADD, SUB, EXP, LOG, RECIPROCAL, REDUCE_*).

It reads the generic form `%r = "tosa.OP"(%a, ...) <{attrs}> : (types) -> type`
(the llvm19 spelling) and runs a batch of S samples at once: every value computed
from the function argument carries an extra leading sample axis; constants do not.

Integer products are summed in float64, which is exact while every partial sum
stays below 2^53 (int8 x int8 sums of up to 2^37 terms, int16 x int8 of up to 2^29); the int32 result is then
checked to be inside int32's range (TOSA's accumulator must not overflow).
"""
import re

import numpy as np

NP = {"f32": np.float32, "i32": np.int32, "i8": np.int8, "i16": np.int16, "i64": np.int64, "i48": np.int64}
RANGE = {"i8": (-128, 127), "i16": (-32768, 32767), "i32": (-2 ** 31, 2 ** 31 - 1)}

LINE = re.compile(r'^\s*(%[\w]+) = "tosa\.(\w+)"\((.*?)\)\s*(?:<\{(.*)\}>)?\s*:\s*\((.*?)\)\s*->\s*(tensor<[^>]*>)\s*$')
TYPE = re.compile(r"tensor<((?:\d+x)*)(\w+)>")


def parse_type(t):
    m = TYPE.match(t.strip())
    dims = [int(d) for d in m.group(1).split("x") if d]
    return dims, m.group(2)


def split_attrs(s):
    """'a = 1 : i32, b = array<i64: 1, 2>, q = #tosa.conv_quant<input_zp = -1, weight_zp = 0>' -> dict of strings."""
    out, depth, cur = {}, 0, ""
    for ch in (s or "") + ",":
        if ch in "<[(":
            depth += 1
        elif ch in ">])":
            depth -= 1
        if ch == "," and depth == 0:
            if cur.strip():
                k, v = cur.split("=", 1)
                out[k.strip()] = v.strip()
            cur = ""
        else:
            cur += ch
    return out


def ints(v):
    """'array<i64: 1, 2>' -> [1, 2]; '5 : i32' -> 5."""
    if v.startswith("array<"):
        body = v[v.index(":") + 1:-1]
        return [int(x) for x in body.split(",") if x.strip()]
    return int(v.split(":")[0])


def quant_field(v, name):
    return int(re.search(name + r"\s*=\s*(-?\d+)", v).group(1))


def parse_dense(lit, shape, dtype):
    body = lit[len("dense<"):-1]
    n = int(np.prod(shape)) if shape else 1
    if body.startswith('"0x'):
        raw = bytes.fromhex(body[3:-1])
        le = {"f32": "<f4", "i32": "<i4", "i8": "i1", "i16": "<i2"}[dtype]  # (i48 is written as a list)
        return np.frombuffer(raw, le).astype(NP[dtype]).reshape(shape)
    vals = [float(x) if dtype == "f32" else int(x) for x in re.findall(r"-?[\d.]+(?:[eE][-+]?\d+)?", body)]
    a = np.array(vals, NP[dtype])
    return (np.full(n, a[0], NP[dtype]) if a.size == 1 else a).reshape(shape)


# ---------------------------------------------------------------- the spec's integer helpers
def apply_scale_32(value, multiplier, shift, double_round):
    value = value.astype(np.int64)
    multiplier = np.asarray(multiplier, np.int64)
    shift = np.asarray(shift, np.int64)
    assert np.all((shift >= 2) & (shift <= 62)), "REQUIRE 2 <= shift <= 62"
    assert np.all(multiplier >= 0)
    rnd = np.int64(1) << (shift - 1)
    if double_round:
        rnd = rnd + np.where(shift > 31, np.where(value >= 0, np.int64(1) << 30, -(np.int64(1) << 30)), 0)
    r = (value * multiplier + rnd) >> shift
    assert np.all((r >= -2 ** 31) & (r < 2 ** 31)), "apply_scale_32: result outside int32"
    return r


def apply_scale_16(value, multiplier, shift):
    """The spec's 16-bit form (scale32 = false): no double rounding."""
    value = value.astype(np.int64)
    multiplier = np.asarray(multiplier, np.int64)
    shift = np.asarray(shift, np.int64)
    assert np.all((shift >= 2) & (shift <= 62)), "REQUIRE 2 <= shift <= 62"
    assert np.all((multiplier >= 0) & (multiplier < 1 << 15)), "REQUIRE a 16-bit multiplier"
    r = (value * multiplier + (np.int64(1) << (shift - 1))) >> shift
    assert np.all((r >= -2 ** 31) & (r < 2 ** 31)), "apply_scale_16: result outside int32"
    return r


def saturate(x, dtype):
    lo, hi = RANGE[dtype]
    return np.clip(x, lo, hi).astype(NP[dtype])


def check_acc(acc, dtype="i32"):
    bits = 47 if dtype == "i48" else 31
    assert np.all(np.abs(acc) < 2.0 ** bits), "%s accumulator overflow" % dtype
    return acc.astype(np.int64 if dtype == "i48" else np.int32)


# ---------------------------------------------------------------- the interpreter
class Graph:
    def __init__(self, text):
        self.ops = []
        m = re.search(r"func\.func @\w+\((%\w+): (tensor<[^>]*>)\)", text)
        self.arg, (self.arg_shape, _) = m.group(1), parse_type(m.group(2))
        self.ret = re.search(r"^\s*(?:func\.)?return (%\w+)", text, re.M).group(1)
        for line in text.splitlines():
            lm = LINE.match(line)
            if lm:
                res, op, operands, attrs, in_types, out_type = lm.groups()
                self.ops.append((res, op, [o.strip() for o in operands.split(",") if o.strip()],
                                 split_attrs(attrs), parse_type(out_type)))

    def run(self, x, want=()):
        """Run on x [S, *arg_shape]; returns {name: value} for the result and every name in want."""
        env = {self.arg: x}
        data = {self.arg}
        for res, op, operands, attrs, (shape, dtype) in self.ops:
            a = [env[o] for o in operands]
            isdata = any(o in data for o in operands)
            env[res] = self.eval(op, a, attrs, shape, dtype, isdata, [o in data for o in operands])
            if isdata:
                data.add(res)
        return {k: env[k] for k in set(want) | {self.ret}}

    def eval(self, op, a, attrs, shape, dtype, isdata, dflags):
        if op == "const":
            lit = attrs.get("value", attrs.get("values"))
            return parse_dense(lit.rsplit(":", 1)[0].strip(), shape, dtype)
        s = a[0].shape[0] if isdata else None  # samples

        def with_s(y):
            return y.reshape([s] + shape)

        if op == "reshape":
            return with_s(a[0])
        if op == "transpose":
            perm = [int(p) for p in a[1].reshape(-1)]
            return np.transpose(a[0], [0] + [p + 1 for p in perm])
        if op == "cast":
            x = a[0]
            if dtype == "f32":
                return x.astype(np.float32)
            lo, hi = RANGE[dtype]
            return np.clip(np.rint(x.astype(np.float64)), lo, hi).astype(NP[dtype])  # rint: ties to even
        if op == "rescale":
            mult, shift = np.array(ints(attrs["multiplier"])), np.array(ints(attrs["shift"]))
            in_zp, out_zp = ints(attrs["input_zp"]), ints(attrs["output_zp"])
            value = a[0].astype(np.int64) - in_zp
            if attrs["scale32"] == "true":
                r = apply_scale_32(value, mult, shift, attrs["double_round"] == "true") + out_zp
            else:
                r = apply_scale_16(value, mult, shift) + out_zp
            return saturate(r, dtype)
        if op == "clamp":
            return np.clip(a[0], ints(attrs["min_int"]), ints(attrs["max_int"])).astype(a[0].dtype) \
                if dtype != "f32" else np.clip(a[0], float(attrs["min_fp"].split(":")[0]),
                                               float(attrs["max_fp"].split(":")[0])).astype(np.float32)
        if op == "conv2d":
            return self.conv2d(a, attrs, s, shape)  # i8 x i8 -> i32, i16 x i8 -> i48
        if op == "matmul":
            q = attrs["quantization_info"]
            az, bz = quant_field(q, "a_zp"), quant_field(q, "b_zp")
            x = a[0].astype(np.float64) - az          # [S, B, M, K]
            w = a[1].astype(np.float64) - bz          # [B, K, N] (constant)
            return check_acc(np.einsum("sbmk,bkn->sbmn", x, w), dtype)
        if op == "max_pool2d":
            return self.max_pool(a[0], attrs, s, shape)
        if op in ("add", "sub", "mul", "maximum", "minimum"):
            x, y = a
            if dtype != "f32":
                assert op == "add"
                r = x.astype(np.int64) + y.astype(np.int64)
                return r.astype(NP[dtype])  # wraps like the spec (no wrap occurs in these graphs)
            f = {"add": np.add, "sub": np.subtract, "mul": np.multiply,
                 "maximum": np.maximum, "minimum": np.minimum}[op]
            return f(x, y).astype(np.float32)
        if op in ("exp", "log", "reciprocal"):
            f = {"exp": np.exp, "log": np.log, "reciprocal": lambda v: np.float32(1) / v}[op]
            return f(a[0]).astype(np.float32)
        if op in ("reduce_max", "reduce_sum"):
            ax = ints(attrs["axis"]) + 1
            f = np.max if op == "reduce_max" else np.sum
            return f(a[0], axis=ax, keepdims=True).astype(a[0].dtype)
        raise ValueError("tosa.%s is not in the reference" % op)

    def conv2d(self, a, attrs, s, shape):
        x, w, b = a                               # x [S, N, H, W, C], w [O, KH, KW, C], b [O]
        q = attrs["quantization_info"]
        izp, wzp = quant_field(q, "input_zp"), quant_field(q, "weight_zp")
        top, bottom, left, right = ints(attrs["pad"])
        sy, sx = ints(attrs["stride"])
        dy, dx = ints(attrs["dilation"])
        # padding takes the input zero point: 0 after the subtraction
        xs = x.reshape((-1,) + x.shape[2:]).astype(np.float64) - izp
        xs = np.pad(xs, [(0, 0), (top, bottom), (left, right), (0, 0)])
        o, kh, kw, c = w.shape
        oh, ow = shape[1], shape[2]
        cols = np.empty((xs.shape[0], oh, ow, kh, kw, c))
        for ky in range(kh):
            for kx in range(kw):
                cols[:, :, :, ky, kx, :] = xs[:, ky * dy: ky * dy + (oh - 1) * sy + 1: sy,
                                              kx * dx: kx * dx + (ow - 1) * sx + 1: sx, :]
        wm = (w.astype(np.float64) - wzp).reshape(o, -1)
        acc = cols.reshape(-1, kh * kw * c) @ wm.T + b.astype(np.float64)
        return check_acc(acc, "i48" if x.dtype == np.int16 else "i32").reshape([s] + shape)

    def max_pool(self, x, attrs, s, shape):
        kh, kw = ints(attrs["kernel"])
        sy, sx = ints(attrs["stride"])
        top, bottom, left, right = ints(attrs["pad"])
        xs = x.reshape((-1,) + x.shape[2:])
        lo = np.iinfo(xs.dtype).min
        xs = np.pad(xs, [(0, 0), (top, bottom), (left, right), (0, 0)], constant_values=lo)
        oh, ow = shape[1], shape[2]
        r = np.full((xs.shape[0], oh, ow, xs.shape[3]), lo, xs.dtype)
        for ky in range(kh):
            for kx in range(kw):
                r = np.maximum(r, xs[:, ky: ky + (oh - 1) * sy + 1: sy, kx: kx + (ow - 1) * sx + 1: sx, :])
        return r.reshape([s] + shape)
