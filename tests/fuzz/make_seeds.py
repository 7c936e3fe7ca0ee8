#!/usr/bin/env python3
"""make_seeds.py - write the fuzz seed corpora and the regression corpus.

    python3 tests/fuzz/make_seeds.py          (from anywhere; stdlib only)
    python3 tests/fuzz/make_seeds.py --doc    also rewrite the generated op
                                              table in docs/tcp-format.md

Writes
  tests/fuzz/corpus/bundle/  valid .tcp programs of every op (followed by
                             input bytes, see fuzz_bundle.c) and every
                             malformed-bundle class
  tests/fuzz/corpus/mlir/    valid TCF functions, every malformed-MLIR class,
                             and one small function cut at every 8th byte
  tests/fuzz/corpus/npy/, idx/  valid and malformed input files
  tests/corpus/tcp/NAME.tcp  one file per malformed-bundle class (the expected
                             npk-run message is NAME.expected, see check.sh)
  tests/corpus/mlir/NAME.mlir  one file per malformed-MLIR class
  tests/corpus/inputs/       malformed .npy / IDX inputs for npk-run
  tests/fuzz/dict/bundle.dict, mlir.dict  libFuzzer dictionaries (used by
                             tests/fuzz/run.sh and campaign.sh): the .tcp
                             magic, versions, opcodes, dtypes and sizes; the op
                             names mlir2c's lowering tables accept and MLIR tokens
and removes the generated files (and their .expected files) of classes that
no longer exist; fuzz_* files (crashers found by fuzzing) are kept.

The .tcp layout (format 2.0) follows docs/tcp-format.md and
npk_interp/npk_format.h. The opcodes, the attribute slots (names, types,
defaults, ranges, enum value names) and the unary/binary function codes are
read from the interpreter's sources (npk_interp/npk_ops.inc, the X-macro
lists in npk_interp/ops/*.h, npk_kernels/npk_{unary,binary}_fns.inc), so
programs here name their attributes: op("conv2d", ..., groups=2, act="relu")."""
import math
import os
import re
import shutil
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
SEEDS = os.path.join(HERE, "corpus")
CORPUS = os.path.join(ROOT, "tests", "corpus")
DOC = os.path.join(ROOT, "docs", "tcp-format.md")

VERSION = (2, 0)
HEADER, TENSOR, OP = 128, 64, 128
MAX_RANK, MAX_ATTRS, MAX_IN = 8, 18, 6
CONST, ARENA = 1, 2
NO_NAME = 0xFFFFFFFF


# ---------------------------------------------------------------- the op registry, read from the sources

def _src(*parts):
    with open(os.path.join(ROOT, *parts)) as f:
        return f.read()


def _no_comments(text):
    return re.sub(r"/\*.*?\*/", " ", text, flags=re.S)


def _fn_table(inc, macro):
    """[(ident, code)] of an NPK_UNARY_FN / NPK_BINARY_FN list, by code."""
    rows = re.findall(r"^%s\(\s*\w+\s*,\s*(\w+)\s*,\s*(\d+)" % macro, _src("npk_kernels", inc), re.M)
    return sorted(((ident, int(code)) for ident, code in rows), key=lambda r: r[1])


UNARY_FNS = _fn_table("npk_unary_fns.inc", "NPK_UNARY_FN")
BINARY_FNS = _fn_table("npk_binary_fns.inc", "NPK_BINARY_FN")


class Attr:
    def __init__(self, slot, name, type_, default, lo, hi, names):
        self.slot, self.name, self.type, self.default, self.lo, self.hi, self.names = \
            slot, name, type_, default, lo, hi, names

    def raw(self, v):
        """The slot's int32 for value v (a number, or an enum value's name)."""
        if isinstance(v, str):
            assert self.names and v in self.names, (self.name, v)
            v = self.names.index(v) + int(self.lo)
        if self.type == "F32":
            return f32bits(v)
        assert v == int(v), (self.name, v)
        return int(v)


class OpDef:
    def __init__(self, enum, ident, name, code, min_in, max_in, n_out, flags):
        self.enum, self.ident, self.name, self.code = enum, ident, name, code
        self.min_in, self.max_in, self.n_out, self.flags = min_in, max_in, n_out, flags
        self.attrs = []

    def attr(self, name):
        for a in self.attrs:
            if a.name == name:
                return a
        raise KeyError("%s has no attribute %s" % (self.name, name))


def _read_registry():
    """{mnemonic: OpDef} from npk_ops.inc and npk_interp/ops/*.h."""
    consts = {"HUGE_VAL": math.inf, "NULL": None,
              "NPK_UN_COUNT_": UNARY_FNS[-1][1] + 1, "NPK_BIN_COUNT_": BINARY_FNS[-1][1] + 1}
    for path in (("npk_interp", "npk_attrs.h"), ("npk_kernels", "npk_common.h")):
        for k, v in re.findall(r"^#define (NPK_\w+) (\d+)\s*$", _no_comments(_src(*path)), re.M):
            consts[k] = int(v)
    ops_dir = os.path.join(ROOT, "npk_interp", "ops")
    text = ""
    for f in sorted(os.listdir(ops_dir)):
        if f.endswith(".h"):
            text += _no_comments(_src("npk_interp", "ops", f)) + "\n"
    text = text.replace("\\\n", " ")
    macros = dict(re.findall(r"^#define (NPK_\w+_ATTRS)\([^)]*\)(.*)$", text, re.M))
    names = {}
    for var, body in re.findall(r"static const char \*const (npk__\w+_names)\[\] = \{(.*?)\};", text, re.S):
        inc = re.search(r'#include "[./]*npk_kernels/(\w+\.inc)"', body)
        if inc:
            names[var] = [i for i, _ in (UNARY_FNS if inc.group(1).startswith("npk_unary") else BINARY_FNS)]
        else:
            names[var] = re.findall(r'"([^"]*)"', body)
    schema_list = dict(re.findall(r"NPK_DEFINE_SCHEMA\((\w+),\s*(\w+)\)", text))
    impl = {}
    for enum, val in re.findall(r"^#define NPK__OPIMPL_(\w+) (.*)$", text, re.M):
        if val.strip() != "NPK__OPIMPL_NONE":
            impl.setdefault(enum, val.strip())

    def value(expr):
        expr = expr.strip()
        if expr in names:
            return names[expr]
        py = re.sub(r"[A-Za-z_]\w*", lambda m: "C[%r]" % m.group(0), expr)
        assert re.fullmatch(r"[-+ 0-9.()*/C\[\]'\w]*", py), expr
        return eval(py, {"C": consts})  # arithmetic over the constants above only

    def expand(macro, out):
        for m in re.finditer(r"\bX\s*\(([^()]*)\)|\b(NPK_\w+_ATTRS)\s*\(", macros[macro]):
            if m.group(2):
                expand(m.group(2), out)
                continue
            args = [a.strip() for a in m.group(1).split(",")]
            assert len(args) == 7, m.group(0)
            out.append(Attr(len(out), args[1], args[2], value(args[3]), value(args[4]), value(args[5]),
                            value(args[6])))
        return out

    ops = {}
    for row in re.findall(r"^NPK_OP\(([^)]*)\)", _no_comments(_src("npk_interp", "npk_ops.inc")), re.M):
        enum, ident, name, code, min_in, max_in, n_out, flags = [a.strip() for a in row.split(",")]
        d = OpDef(enum, ident, name.strip('"'), int(code), int(min_in), int(max_in), int(n_out),
                  [f.strip()[len("NPK_OPF_"):].lower() for f in flags.split("|") if f.strip() != "0"])
        val = impl[enum]
        while val.startswith("NPK__OPIMPL_"):
            val = impl[val[len("NPK__OPIMPL_"):]]
        schema = re.match(r"(NULL|npk__(\w+)_schema)\s*,", val)
        assert schema, val
        if schema.group(2):
            d.attrs = expand(schema_list[schema.group(2)], [])
        assert len(d.attrs) <= MAX_ATTRS
        ops[d.name] = d
    return ops


OPS = _read_registry()
RETIRED = dict(add=2, sub=3, mul=4, max=5, min=6, relu=7, exp=8, tanh=9, sigmoid=10, clamp=11, log_softmax=13)
assert not set(RETIRED.values()) & {d.code for d in OPS.values()}


def f32bits(x):
    return struct.unpack("<i", struct.pack("<f", x))[0]


def up(n, a):
    return (n + a - 1) // a * a


def prod(dims):
    n = 1
    for d in dims:
        n *= d
    return n


# Bytes per element of each npk_dtype code (npk_format.h's NPK_DTYPES).
DTYPE_SIZE = {1: 4, 2: 2, 3: 2, 4: 1, 5: 1, 6: 2, 7: 4, 8: 8, 9: 8, 10: 1, 11: 1, 12: 1, 13: 1, 14: 1, 15: 1,
              16: 1, 17: 1}


class Bundle:
    """A .tcp program built field by field, so tests can break any field."""

    def __init__(self):
        self.tensors, self.ops, self.inputs, self.outputs = [], [], [], []
        self.names = b""
        self.weights = b""
        self.arena = 0
        self.name = NO_NAME
        self.hdr = {}          # header field overrides, by name

    def _name(self, name):
        if name is None:
            return NO_NAME
        off = len(self.names)
        self.names += name.encode() + b"\0"
        return off

    def _tensor(self, name, dims, storage, offset, dtype=1):
        assert len(dims) <= MAX_RANK
        t = dict(name=self._name(name), storage=storage, dtype=dtype, rank=len(dims), flags=0,
                 dims=list(dims) + [0] * (MAX_RANK - len(dims)), offset=offset,
                 nbytes=DTYPE_SIZE[dtype] * prod(dims), reserved=[0, 0])
        self.tensors.append(t)
        return len(self.tensors) - 1

    def const(self, name, dims, values=None):
        off = up(len(self.weights), 64)
        n = prod(dims)
        values = values if values is not None else [((i * 7) % 11 - 5) * 0.125 for i in range(n)]
        self.weights = self.weights.ljust(off, b"\0") + struct.pack("<%df" % n, *values)
        return self._tensor(name, dims, CONST, off)

    def arena_t(self, name, dims, offset=None, dtype=1):
        """An arena tensor (dtype: an npk_dtype code); by default at the end
        of the arena (no reuse)."""
        off = self.arena if offset is None else offset
        t = self._tensor(name, dims, ARENA, off, dtype)
        self.arena = max(self.arena, up(off + DTYPE_SIZE[dtype] * prod(dims), 64))
        return t

    def scratch(self, nbytes):
        off = self.arena
        self.arena = up(off + nbytes, 64)
        return off

    def op(self, name, ins, out, scratch=(0, 0), **attrs):
        """Op `name` (a mnemonic of npk_ops.inc) with every attribute at its
        schema default but those named."""
        d = OPS[name]
        raw = [0] * MAX_ATTRS
        for a in d.attrs:
            raw[a.slot] = a.raw(a.default)
        for k, v in attrs.items():
            a = d.attr(k)
            raw[a.slot] = a.raw(v)
        o = dict(opcode=d.code, n_in=len(ins), n_out=1, flags=0, ins=list(ins) + [0] * (MAX_IN - len(ins)),
                 outs=[out, 0], scratch=list(scratch), attr=raw)
        self.ops.append(o)
        return o

    def serialize(self):
        nt, no, ni, nout = len(self.tensors), len(self.ops), len(self.inputs), len(self.outputs)
        h = dict(magic=b"NPK-TCP\n", major=VERSION[0], minor=VERSION[1], header_bytes=HEADER, n_tensors=nt,
                 n_ops=no, n_inputs=ni, n_outputs=nout, tensors_offset=HEADER)
        h["ops_offset"] = h["tensors_offset"] + TENSOR * nt
        h["io_offset"] = h["ops_offset"] + OP * no
        h["names_offset"] = h["io_offset"] + 4 * (ni + nout)
        h["names_bytes"] = len(self.names)
        h["weights_offset"] = up(h["names_offset"] + len(self.names), 64)
        h["weights_bytes"] = len(self.weights)
        h["file_bytes"] = h["weights_offset"] + len(self.weights)
        h["arena_bytes"] = self.arena
        h["name"] = self.name
        h["flags"] = 0
        h.update(self.hdr)
        out = struct.pack("<8sHHIQIIIIQQQQQQQQII16x", h["magic"], h["major"], h["minor"], h["header_bytes"],
                          h["file_bytes"], h["n_tensors"], h["n_ops"], h["n_inputs"], h["n_outputs"],
                          h["tensors_offset"], h["ops_offset"], h["io_offset"], h["names_offset"],
                          h["names_bytes"], h["weights_offset"], h["weights_bytes"], h["arena_bytes"],
                          h["name"], h["flags"])
        assert len(out) == HEADER
        for t in self.tensors:
            out += struct.pack("<IBBBB8IQQ2I", t["name"], t["storage"], t["dtype"], t["rank"], t["flags"],
                               *t["dims"], t["offset"], t["nbytes"], *t["reserved"])
        for o in self.ops:
            out += struct.pack("<HBBI6I2IQQ18i", o["opcode"], o["n_in"], o["n_out"], o["flags"], *o["ins"],
                               *o["outs"], *o["scratch"], *o["attr"])
        out += struct.pack("<%dI" % (ni + nout), *(self.inputs + self.outputs))
        out += self.names
        out = out.ljust(h["weights_offset"], b"\0") + self.weights
        return out


# ---------------------------------------------------------------- valid programs

def prog_mlp():
    """x[2,3] -> matmul W[3,4] + b (column bias), relu -> softmax axis 1 -> y[2,4].
    Tensors: 0 x, 1 W, 2 b, 3 h, 4 y; op 0 matmul, op 1 softmax."""
    b = Bundle()
    x = b.arena_t("x", [2, 3])
    w = b.const("W", [3, 4])
    bias = b.const("b", [4])
    h = b.arena_t("h", [2, 4])
    y = b.arena_t("y", [2, 4])
    b.op("matmul", [x, w, bias], h, bias="col", act="relu")
    b.op("softmax", [h], y, axis=1)
    b.inputs, b.outputs = [x], [y]
    b.name = b._name("mlp")
    return b


def conv_scratch(n_pixels, cin_g, kh, kw):
    """The old im2col tile rule. Convs need no scratch any more and a fused
    pool only a band of conv rows (npk_conv2d_maxpool_scratch_bytes), so
    these seeds carry more scratch than needed, which stays valid."""
    return up(4 * n_pixels * cin_g * kh * kw, 64)


def prog_conv():
    """x[1,2,6,6] -> grouped conv (2 groups, 4 filters 1x3x3, pad 1, bias, relu)
    -> y[1,4,6,6] -> max pool 2x2/2 -> p[1,4,3,3] -> avg pool 2x2/1 pad 1
    -> a[1,4,4,4] -> global avg pool -> g[1,4,1,1]. Tensors: 0 x, 1 w, 2 b,
    3 y, 4 p, 5 a, 6 g; ops 0 conv, 1 max pool, 2 avg pool, 3 global."""
    b = Bundle()
    x = b.arena_t("x", [1, 2, 6, 6])
    w = b.const("w", [4, 1, 3, 3])
    bias = b.const("b", [4], [0.5, -0.5, 0.25, 0.0])
    y = b.arena_t("y", [1, 4, 6, 6])
    p = b.arena_t("p", [1, 4, 3, 3])
    a = b.arena_t("a", [1, 4, 4, 4])
    g = b.arena_t("g", [1, 4, 1, 1])
    s = conv_scratch(36, 1, 3, 3)
    b.op("conv2d", [x, w, bias], y, (b.scratch(s), s), pad_top=1, pad_left=1, pad_bottom=1, pad_right=1,
         groups=2, act="relu")
    b.op("max_pool2d", [y], p, kh=2, kw=2, stride_h=2, stride_w=2)
    b.op("avg_pool2d", [p], a, kh=2, kw=2, pad_top=1, pad_left=1, pad_bottom=1, pad_right=1,
         count_include_pad=1)
    b.op("global_avg_pool", [a], g)
    b.inputs, b.outputs = [x], [g]
    return b


def prog_conv_fused():
    """Conv 3x3 (pad 0, stride 1, dilation 1) with clamp and a fused 2x2/2 max
    pool: x[2,1,7,7] -> y[2,3,2,2] (conv output 5x5, pooled 2x2)."""
    b = Bundle()
    x = b.arena_t("x", [2, 1, 7, 7])
    w = b.const("w", [3, 1, 3, 3])
    y = b.arena_t("y", [2, 3, 2, 2])
    s = conv_scratch(25, 1, 3, 3) + up(4 * 3 * 25, 64)
    b.op("conv2d", [x, w], y, (b.scratch(s), s), act="clamp", act_min=0.0, act_max=6.0, pool="max",
         pool_kh=2, pool_kw=2, pool_stride_h=2, pool_stride_w=2)
    b.inputs, b.outputs = [x], [y]
    return b


def winograd_scratch(cin, cout, oh, ow, old=False):
    """npk_conv2d_winograd_scratch_bytes: a band of T tiles (npk__wg_band_tiles),
    V [36][T][cin] then M [36][T][cout rounded up to 16], each region at least
    the transforms' buffers, one slot per block of 6 tiles ((16 r + 24) resp.
    (24 r + 48) floats per channel of a chunk of at most 64, rounded up to 16;
    r = min(T, 6)). old: the rule before 2026-12-03, when those buffers were
    on the stack."""
    tiles = ((oh + 3) // 4) * ((ow + 3) // 4)
    t = max(9 * cin * cout * 4, 65536) // (36 * (cin + cout) * 4)
    if t > 6:
        t -= t % 6
    t = min(max(t, 1), tiles)
    pad = lambda c: (c + 15) // 16 * 16
    if old:
        return 36 * t * (cin + pad(cout)) * 4
    blocks, r = (t + 5) // 6, min(t, 6)
    v = pad(max(36 * t * cin, blocks * (16 * r + 24) * pad(min(cout, 64))))
    m = max(36 * t * pad(cout), blocks * (24 * r + 48) * pad(min(cin, 64)))
    return (v + m) * 4


def prog_winograd():
    """x[1,8,6,6] -> conv 3x3 pad 1 with a Winograd F(4x4,3x3) filter
    w[6,6,8,4] (filter = winograd4x4), bias, relu -> y[1,4,6,6]: two tile
    rows and columns, the second ones partial. Tensors: 0 x, 1 w, 2 b, 3 y."""
    b = Bundle()
    x = b.arena_t("x", [1, 8, 6, 6])
    w = b.const("w", [6, 6, 8, 4])
    bias = b.const("b", [4], [0.5, -0.5, 0.25, 0.0])
    y = b.arena_t("y", [1, 4, 6, 6])
    s = up(winograd_scratch(8, 4, 6, 6), 64)
    b.op("conv2d", [x, w, bias], y, (b.scratch(s), s), pad_top=1, pad_left=1, pad_bottom=1, pad_right=1,
         act="relu", filter="winograd4x4")
    b.inputs, b.outputs = [x], [y]
    return b


# Parameters of the unary functions that take some; the chain is every
# function of npk_unary_fns.inc in table order, so a new one needs nothing here.
UNARY_PARAMS = dict(clamp=dict(p0=-1.0, p1=1.0), hardsigmoid=dict(p0=0.2, p1=0.5), hardswish=dict(p0=1.0 / 6.0, p1=0.5))
UNARY_CHAIN = [(fn, UNARY_PARAMS.get(fn, {})) for fn, _ in UNARY_FNS]


def prog_eltwise():
    """binary with every fn, each broadcasting a [3] constant over x[2,3],
    then unary with every fn (UNARY_CHAIN), then log-softmax (softmax log=1)
    along axis 0. Tensors: 0 x, 1 c, then each op's result in order; ops:
    the binary ones (fn add first), the unary ones (elt_unary), softmax."""
    b = Bundle()
    x = b.arena_t("x", [2, 3])
    c = b.const("c", [3], [1.0, -2.0, 0.5])
    cur = x
    for fn, _ in BINARY_FNS:
        nxt = b.arena_t(fn, [2, 3])
        b.op("binary", [cur, c], nxt, fn=fn)
        cur = nxt
    for fn, params in UNARY_CHAIN:
        nxt = b.arena_t(fn, [2, 3])
        b.op("unary", [cur], nxt, fn=fn, **params)
        cur = nxt
    nxt = b.arena_t("lsm", [2, 3])
    b.op("softmax", [cur], nxt, axis=0, log=1)
    b.inputs, b.outputs = [x], [nxt]
    return b


def elt_unary(b, fn):
    """The prog_eltwise op applying unary fn."""
    return b.ops[len(BINARY_FNS) + [f for f, _ in UNARY_CHAIN].index(fn)]


def prog_layout():
    """transpose [2,3,4] by (2,0,1), reshape as a view (same bytes) to [4,6],
    reshape as a copy to [24], and an in-place relu over its dying operand."""
    b = Bundle()
    x = b.arena_t("x", [2, 3, 4])
    t = b.arena_t("t", [4, 2, 3])
    v = b.arena_t("v", [4, 6], offset=b.tensors[t]["offset"])
    r = b.arena_t("r", [24])
    o = b.arena_t("o", [24], offset=b.tensors[r]["offset"])
    b.op("transpose", [x], t, perm0=2, perm1=0, perm2=1)
    b.op("reshape", [t], v)
    b.op("reshape", [v], r)
    b.op("unary", [r], o, fn="relu")
    b.inputs, b.outputs = [x], [o]
    return b


def prog_two_io():
    """Two inputs, two outputs, matmul with transposed operands, a full bias
    and clamp."""
    b = Bundle()
    a = b.arena_t("a", [3, 2])
    c = b.arena_t("c", [4, 3])
    bias = b.const("bias", [2, 4])
    m = b.arena_t("m", [2, 4])
    s = b.arena_t("s", [2, 4])
    b.op("matmul", [a, c, bias], m, trans_a=1, trans_b=1, bias="full", act="clamp", act_min=-0.5, act_max=0.5)
    b.op("softmax", [m], s, axis=0)
    b.inputs, b.outputs = [a, c], [m, s]
    return b


def prog_batched_matmul():
    """A stack of matrices times a broadcast one: a[3,1,2,4] x w[2,4,5] (batch
    dims 3x1 and 2 broadcast to 3x2) + col bias, relu -> y[3,2,2,5].
    Tensors: 0 a, 1 w, 2 bias, 3 y; op 0 matmul."""
    b = Bundle()
    a = b.arena_t("a", [3, 1, 2, 4])
    w = b.const("w", [2, 4, 5])
    bias = b.const("bias", [5])
    y = b.arena_t("y", [3, 2, 2, 5])
    b.op("matmul", [a, w, bias], y, bias="col", act="relu")
    b.inputs, b.outputs = [a], [y]
    return b


def prog_reduce():
    """reduce with every fn over x[2,3,4]: sum axis 1 -> s[2,1,4], max axis 2
    -> m[2,1,1]; prod of x axis 2 -> p[2,3,1], min axis 1 -> n[2,1,1].
    Tensors: 0 x, 1 s, 2 m, 3 p, 4 n; ops 0..3 in that order."""
    b = Bundle()
    x = b.arena_t("x", [2, 3, 4])
    s = b.arena_t("s", [2, 1, 4])
    m = b.arena_t("m", [2, 1, 1])
    p = b.arena_t("p", [2, 3, 1])
    n = b.arena_t("n", [2, 1, 1])
    b.op("reduce", [x], s, fn="sum", axis=1)
    b.op("reduce", [s], m, fn="max", axis=2)
    b.op("reduce", [x], p, fn="prod", axis=2)
    b.op("reduce", [p], n, fn="min", axis=1)
    b.inputs, b.outputs = [x], [m, n]
    return b


def prog_rank8():
    """Rank NPK_MAX_RANK throughout: x[2,1,3,1,1,2,1,2] * c[2] (broadcast),
    tanh in place, transpose by the reversed axes, sum along the last axis,
    softmax along axis 2 in place. Tensors: 0 x, 1 c, 2 m, 3 t, 4 tr, 5 r, 6 y."""
    dims = [2, 1, 3, 1, 1, 2, 1, 2]
    b = Bundle()
    x = b.arena_t("x", dims)
    c = b.const("c", [2], [0.5, -1.0])
    m = b.arena_t("m", dims)
    t = b.arena_t("t", dims, offset=b.tensors[m]["offset"])
    tr = b.arena_t("tr", dims[::-1])
    r = b.arena_t("r", dims[::-1][:-1] + [1])
    y = b.arena_t("y", dims[::-1][:-1] + [1], offset=b.tensors[r]["offset"])
    b.op("binary", [x, c], m, fn="mul")
    b.op("unary", [m], t, fn="tanh")
    b.op("transpose", [t], tr, **{"perm%d" % i: MAX_RANK - 1 - i for i in range(MAX_RANK)})
    b.op("reduce", [tr], r, fn="sum", axis=MAX_RANK - 1)
    b.op("softmax", [r], y, axis=2)
    b.inputs, b.outputs = [x], [y]
    return b


def prog_pad():
    """pad x[2,3] by 1 row before, 2 columns after with -1 -> p[3,5], then
    pad p[3,5] as rank 3 (a view [1,3,5]) by 1 in front of dim 0 with 0.
    Tensors: 0 x, 1 p, 2 v, 3 q; ops 0 (rank 2), 1 reshape, 2 (rank 3)."""
    b = Bundle()
    x = b.arena_t("x", [2, 3])
    pt = b.arena_t("p", [3, 5])
    v = b.arena_t("v", [1, 3, 5], offset=b.tensors[pt]["offset"])
    q = b.arena_t("q", [2, 3, 5])
    b.op("pad", [x], pt, before0=1, after1=2, value=-1.0)
    b.op("reshape", [pt], v)
    b.op("pad", [v], q, before0=1)
    b.inputs, b.outputs = [x], [q]
    return b


def prog_cast():
    """cast x[2,3] f32 to i8 y, then y to bf16 z, then z reshaped to f[6].
    Tensors: 0 x, 1 y, 2 z, 3 f; ops 0 (to i8), 1 (to bf16), 2 reshape."""
    b = Bundle()
    x = b.arena_t("x", [2, 3])
    y = b.arena_t("y", [2, 3], dtype=5)
    z = b.arena_t("z", [2, 3], dtype=3)
    f = b.arena_t("f", [6], dtype=3)
    b.op("cast", [x], y, to="i8")
    b.op("cast", [y], z, to="bf16")
    b.op("reshape", [z], f)
    b.inputs, b.outputs = [x], [f]
    return b


def prog_minifloat():
    """x[3,5] f32 cast to f8E4M3FN y, y's bytes as i8 b (bitwise), b cast to i4 q,
    q cast to f64 d. Tensors: 0 x, 1 y, 2 b, 3 q, 4 d; ops 0..3 cast."""
    b = Bundle()
    x = b.arena_t("x", [3, 5])
    y = b.arena_t("y", [3, 5], dtype=10)
    i = b.arena_t("b", [3, 5], dtype=5)
    q = b.arena_t("q", [3, 5], dtype=16)
    d = b.arena_t("d", [3, 5], dtype=9)
    b.op("cast", [x], y, to="f8E4M3FN")
    b.op("cast", [y], i, to="i8", bitwise=1)
    b.op("cast", [i], q, to="i4")
    b.op("cast", [q], d, to="f64")
    b.inputs, b.outputs = [x], [d]
    return b


def prog_typed():
    """c = x > y (x [2,3], y [3] broadcast) as i1, n = not c, s = select(n,
    x, y), a = argmax(s, axis 1) as i32. Tensors: 0 x, 1 y, 2 c, 3 n, 4 s,
    5 a; ops 0 compare, 1 logical, 2 select, 3 argmax."""
    b = Bundle()
    x = b.arena_t("x", [2, 3])
    y = b.arena_t("y", [3])
    c = b.arena_t("c", [2, 3], dtype=4)
    n = b.arena_t("n", [2, 3], dtype=4)
    s = b.arena_t("s", [2, 3])
    a = b.arena_t("a", [2], dtype=7)
    b.op("compare", [x, y], c, fn="greater")
    b.op("logical", [c], n, fn="not")
    b.op("select", [n, x, y], s)
    b.op("argmax", [s], a, axis=1)
    b.inputs, b.outputs = [x, y], [a, n]
    return b


def prog_int():
    """s = a + b (i32 [2,3] and [3]), d = s intdiv b, c = clz(d).
    Tensors: 0 a, 1 b, 2 s, 3 d, 4 c; ops 0 add, 1 intdiv, 2 clz."""
    b = Bundle()
    a = b.arena_t("a", [2, 3], dtype=7)
    v = b.arena_t("b", [3], dtype=7)
    s = b.arena_t("s", [2, 3], dtype=7)
    d = b.arena_t("d", [2, 3], dtype=7)
    c = b.arena_t("c", [2, 3], dtype=7)
    b.op("ibinary", [a, v], s, fn="add")
    b.op("ibinary", [s, v], d, fn="intdiv")
    b.op("iunary", [d], c, fn="clz")
    b.inputs, b.outputs = [a, v], [c]
    return b


def prog_quant():
    """y = rescale(x, m, s) per channel (i8 [2,3], i32 multipliers and i8
    shifts [3], zero points 3 and -2) as i8, z = table(y, t) (t i8 [256]).
    Tensors: 0 x, 1 m, 2 s, 3 y, 4 t, 5 z; ops 0 rescale, 1 table."""
    b = Bundle()
    x = b.arena_t("x", [2, 3], dtype=5)
    m = b.arena_t("m", [3], dtype=7)
    s = b.arena_t("s", [3], dtype=5)
    y = b.arena_t("y", [2, 3], dtype=5)
    t = b.arena_t("t", [256], dtype=5)
    z = b.arena_t("z", [2, 3], dtype=5)
    b.op("rescale", [x, m, s], y, to="i8", in_zp=3, out_zp=-2, scale32=1, per_channel=1)
    b.op("table", [y, t], z)
    b.inputs, b.outputs = [x, m, s, t], [z]
    return b


def prog_movement():
    """x[2,3,4]: concat with itself along 1 -> c[2,6,4], slice [0:2, 1:4, 1:3]
    -> s[2,3,2], tile x2 along 2 -> t[2,3,4], reverse axis 0 -> r[2,3,4];
    gather rows of g = reshape(x)[1,6,4] by i32 indices[1,5] -> h[1,5,4];
    scatter h into g... as values_in [1,6,4]: u[1,6,4].
    Tensors: 0 x, 1 c, 2 s, 3 t, 4 r, 5 g, 6 idx (i32), 7 h, 8 u."""
    b = Bundle()
    x = b.arena_t("x", [2, 3, 4])
    c = b.arena_t("c", [2, 6, 4])
    s = b.arena_t("s", [2, 3, 2])
    t = b.arena_t("t", [2, 3, 4])
    r = b.arena_t("r", [2, 3, 4])
    g = b.arena_t("g", [1, 6, 4], offset=b.tensors[x]["offset"])
    idx = b.const("idx", [1, 5])
    b.tensors[idx]["dtype"] = 7
    b.weights = b.weights[:b.tensors[idx]["offset"]] + struct.pack("<5i", 5, 0, 3, 3, 1)
    h = b.arena_t("h", [1, 5, 4])
    u = b.arena_t("u", [1, 6, 4])
    b.op("concat", [x, x], c, axis=1)
    b.op("slice", [c], s, start1=1, start2=1, size0=2, size1=3, size2=2)
    b.op("tile", [s], t, multiples2=2)
    b.op("reverse", [t], r, axis=0)
    b.op("reshape", [x], g)
    b.op("gather", [g, idx], h)
    b.op("scatter", [g, idx, h], u)
    b.inputs, b.outputs = [x], [r, u]
    return b


def tconv_scratch(x_dims, w_dims):
    """The transpose_conv2d op's scratch (npk__transpose_conv2d_scratch): Z's
    chunk, min(N*IH*IW, 8192 // row) rows of row = OC*KH*KW floats (none when
    row > 8192), rounded up to 64. Before 2026-12-03 Z was on the stack and
    the op had no scratch."""
    row = w_dims[0] * w_dims[1] * w_dims[2]
    if row == 0 or row > 8192 or x_dims[3] == 0:
        return 0
    return up(min(x_dims[0] * x_dims[1] * x_dims[2], 8192 // row) * row * 4, 64)


def prog_tosa_nn():
    """x[1,3,4,2] (NHWC): bilinear resize x2 with offset -1, border 1 ->
    y[1,6,8,2]; transpose_conv2d (filter [3,2,2,2], stride 2, out_pad
    0,1,-1,0, bias) -> z[1,13,15,3]; v = reshape(x)[1,1,3,4,2] (NDHWC) ->
    conv3d (filter [2,1,2,2,2], pad 0,0,1,0,0,1) -> w[1,1,3,4,2].
    Tensors: 0 x, 1 y, 2 f, 3 bias, 4 z, 5 v, 6 f3, 7 w."""
    b = Bundle()
    x = b.arena_t("x", [1, 3, 4, 2])
    y = b.arena_t("y", [1, 6, 8, 2])
    f = b.const("f", [3, 2, 2, 2])
    bias = b.const("bias", [3])
    z = b.arena_t("z", [1, 13, 15, 3])
    v = b.arena_t("v", [1, 1, 3, 4, 2], offset=b.tensors[x]["offset"])
    f3 = b.const("f3", [2, 1, 2, 2, 2])
    w = b.arena_t("w", [1, 1, 3, 4, 2])
    b.op("resize", [x], y, mode="bilinear", scale_y_n=4, scale_y_d=2, scale_x_n=4, scale_x_d=2, offset_y=-1,
         offset_x=-1, border_y=1, border_x=1)
    s = tconv_scratch([1, 6, 8, 2], [3, 2, 2, 2])
    b.op("transpose_conv2d", [y, f, bias], z, (b.scratch(s), s), stride_y=2, stride_x=2, out_pad_bottom=1,
         out_pad_left=-1)
    b.op("reshape", [x], v)
    b.op("conv3d", [v, f3], w, pad_top=1, pad_right=1)
    b.inputs, b.outputs = [x], [z, w]
    return b


def prog_iresize():
    """x i8 [1,2,3,1] (NHWC) resized x2 (scale 2/1 both axes): nearest -> y i8
    [1,3,5,1], bilinear -> z i32 [1,3,5,1]. Tensors: 0 x, 1 y, 2 z."""
    b = Bundle()
    x = b.arena_t("x", [1, 2, 3, 1], dtype=5)
    y = b.arena_t("y", [1, 3, 5, 1], dtype=5)
    z = b.arena_t("z", [1, 3, 5, 1], dtype=7)
    b.op("iresize", [x], y, mode="nearest", scale_y_n=2, scale_y_d=1, scale_x_n=2, scale_x_d=1)
    b.op("iresize", [x], z, mode="bilinear", scale_y_n=2, scale_y_d=1, scale_x_n=2, scale_x_d=1)
    b.inputs, b.outputs = [x], [y, z]
    return b


def prog_norm():
    """x[2,3,5] -> layer_norm along axis 2 (inv_n 1/5, eps 1e-5) -> y, in
    place over x's bytes. Tensors: 0 x, 1 y."""
    b = Bundle()
    x = b.arena_t("x", [2, 3, 5])
    y = b.arena_t("y", [2, 3, 5], offset=b.tensors[x]["offset"])
    b.op("layer_norm", [x], y, axis=2, inv_n=0.2, eps=1e-5)
    b.inputs, b.outputs = [x], [y]
    return b


def prog_rnn():
    """x[3,2,5] -> rnn lstm (T 3, B 2, H 3, h0 and c0) -> y[3,2,3]; the same x
    -> rnn gru batch_first (B 3, T 2, H 3) -> z[3,2,3]. Tensors: 0 x, 1 wx,
    2 wh, 3 b, 4 h0, 5 c0, 6 y, 7 gwx, 8 gwh, 9 gb, 10 z."""
    b = Bundle()
    x = b.arena_t("x", [3, 2, 5])
    wx, wh, bias = b.const("wx", [5, 12]), b.const("wh", [3, 12]), b.const("b", [2, 12])
    h0, c0 = b.const("h0", [2, 3]), b.const("c0", [2, 3])
    y = b.arena_t("y", [3, 2, 3])
    gwx, gwh, gb = b.const("gwx", [5, 9]), b.const("gwh", [3, 9]), b.const("gb", [2, 9])
    z = b.arena_t("z", [3, 2, 3])
    s1 = b.scratch(448)
    b.op("rnn", [x, wx, wh, bias, h0, c0], y, scratch=(s1, 448))
    s2 = b.scratch(448)
    b.op("rnn", [x, gwx, gwh, gb], z, scratch=(s2, 448), cell="gru", batch_first=1)
    b.inputs, b.outputs = [x], [y, z]
    return b


def prog_tosa_more():
    """TOSA's integer transpose_conv2d and conv3d, and FFT2D parts: x i8
    [1,2,3,2], w i8 [2,2,2,2], bias i32 [2] -> itranspose_conv2d (stride 2x1,
    zero points -3 and 2) -> z i32 [1,4,4,2]; v i8 [1,2,2,2,2], w3 i8
    [2,1,2,2,2] -> iconv3d -> u i32 [1,2,1,1,2]; re, im [1,2,4] -> dft2d
    (inverse, imaginary part) -> d [1,2,4], dft2d of re alone (RFFT2D) -> r
    [1,2,3]. Tensors: 0 x, 1 w, 2 bias, 3 z, 4 v, 5 w3, 6 u, 7 re, 8 im, 9 d, 10 r."""
    b = Bundle()
    x = b.arena_t("x", [1, 2, 3, 2], dtype=5)
    w = b.arena_t("w", [2, 2, 2, 2], dtype=5)
    bias = b.arena_t("bias", [2], dtype=7)
    z = b.arena_t("z", [1, 4, 4, 2], dtype=7)
    v = b.arena_t("v", [1, 2, 2, 2, 2], dtype=5)
    w3 = b.arena_t("w3", [2, 1, 2, 2, 2], dtype=5)
    u = b.arena_t("u", [1, 2, 1, 1, 2], dtype=7)
    re = b.arena_t("re", [1, 2, 4])
    im = b.arena_t("im", [1, 2, 4])
    d = b.arena_t("d", [1, 2, 4])
    r = b.arena_t("r", [1, 2, 3])
    b.op("itranspose_conv2d", [x, w, bias], z, stride_y=2, in_zp=-3, w_zp=2)
    b.op("iconv3d", [v, w3], u, in_zp=1)
    b.op("dft2d", [re, im], d, inverse=1, imag=1)
    b.op("dft2d", [re], r)
    b.inputs, b.outputs = [x, w, bias, v, w3, re, im], [z, u, d, r]
    return b


def prog_qint8():
    """y = qdwconv2d(x, w, bias, m, s) (x i8 NHWC [1,3,4,5], w i8 [3,3,5], pad 1,
    in_zp -3, out_zp 2), z = qadd(y, x2) (x2 i8 [1,3,4,5], a 2 KB scratch).
    Tensors: 0 x, 1 w, 2 bias, 3 m, 4 s, 5 y, 6 x2, 7 z; ops 0 qdwconv2d, 1 qadd."""
    b = Bundle()
    x = b.arena_t("x", [1, 3, 4, 5], dtype=5)
    w = b.arena_t("w", [3, 3, 5], dtype=5)
    bias = b.arena_t("bias", [5], dtype=7)
    m = b.arena_t("m", [5], dtype=7)
    s = b.arena_t("s", [5], dtype=5)
    y = b.arena_t("y", [1, 3, 4, 5], dtype=5)
    x2 = b.arena_t("x2", [1, 3, 4, 5], dtype=5)
    z = b.arena_t("z", [1, 3, 4, 5], dtype=5)
    b.op("qdwconv2d", [x, w, bias, m, s], y, pad_top=1, pad_bottom=1, pad_left=1, pad_right=1, in_zp=-3, out_zp=2)
    b.op("qadd", [y, x2], z, scratch=(b.scratch(2048), 2048), a_mult=1 << 30, a_shift=11, b_mult=1 << 30,
         b_shift=12, out_mult=1 << 30, out_shift=50, a_zp=2, b_zp=-1)
    b.inputs, b.outputs = [x, w, bias, m, s, x2], [z]
    return b


VALID = dict(mlp=prog_mlp, conv=prog_conv, conv_fused=prog_conv_fused, eltwise=prog_eltwise,
             layout=prog_layout, two_io=prog_two_io, winograd=prog_winograd, reduce=prog_reduce,
             rank8=prog_rank8, pad=prog_pad, cast=prog_cast, minifloat=prog_minifloat, typed=prog_typed, int=prog_int, batched_matmul=prog_batched_matmul,
             movement=prog_movement, tosa_nn=prog_tosa_nn, quant=prog_quant, norm=prog_norm,
             iresize=prog_iresize, rnn=prog_rnn, tosa_more=prog_tosa_more, qint8=prog_qint8)

# ---------------------------------------------------------------- malformed bundles
# Each: name -> function returning the bytes of a broken bundle (most start
# from a valid program). The expected message of each is in
# tests/corpus/tcp/NAME.tcp.expected.


def patch(buf, off, fmt, v):
    buf = bytearray(buf)
    struct.pack_into(fmt, buf, off, v)
    return bytes(buf)


def mut(fn, prog=prog_mlp):
    """A class made by changing the program before serialising."""
    def make():
        b = prog()
        fn(b)
        return b.serialize()
    return make


def raw(fn, prog=prog_mlp):
    """A class made by changing the serialised bytes."""
    return lambda: fn(prog().serialize())


def truncate(n_fn, fix_size):
    """Cut the mlp bundle; optionally make file_bytes agree so the section
    checks (not the size check) must catch it."""
    def make():
        buf = prog_mlp().serialize()
        n = n_fn(buf)
        out = buf[:n]
        return patch(out, 16, "<Q", n) if fix_size and n >= 24 else out
    return make


def sec(name):
    b = prog_mlp()
    nt, no = len(b.tensors), len(b.ops)
    ops = HEADER + TENSOR * nt
    io = ops + OP * no
    names = io + 4 * (len(b.inputs) + len(b.outputs))
    weights = up(names + len(b.names), 64)
    return dict(tensors=HEADER, ops=ops, io=io, names=names, weights=weights)[name]


def setf(obj, key, val, idx=None):
    if idx is None:
        obj[key] = val
    else:
        obj[key][idx] = val


def opname(o):
    return [d for d in OPS.values() if d.code == o["opcode"]][0].name


def set_attr(o, name, val):
    """Set attribute `name` of op descriptor o (by its schema), bypassing
    nothing: out-of-range values are written as given."""
    a = OPS[opname(o)].attr(name)
    o["attr"][a.slot] = a.raw(val)


def m_attr(op_index, **attrs):
    def f(b):
        for k, v in attrs.items():
            set_attr(b.ops[op_index], k, v)
    return f


def m_slot(op_index, slot, val):
    def f(b):
        b.ops[op_index]["attr"][slot] = val
    return f


def set_dims(t, dims):
    t["rank"] = len(dims)
    t["dims"] = list(dims) + [0] * (MAX_RANK - len(dims))
    t["nbytes"] = 4 * prod(dims)


def set_dtype(t, dtype):
    t["dtype"] = dtype
    t["nbytes"] = DTYPE_SIZE[dtype] * prod(t["dims"][:t["rank"]])


def m_unary_on_i8(b):
    """op 1 becomes relu of the i8 tensor: an op that takes f32 only."""
    b.op("unary", [1], 2, fn="relu")
    b.ops[1] = b.ops.pop()


def m_count_overflow(b):
    b.tensors[3]["rank"] = MAX_RANK
    b.tensors[3]["dims"] = [0xFFFFFFFF] * MAX_RANK


def m_bytes_overflow(b):
    # 2^31 * 2^31 = 2^62 elements fit in 64 bits, 4 bytes each do not.
    b.tensors[3]["rank"] = 2
    b.tensors[3]["dims"] = [0x80000000, 0x80000000] + [0] * (MAX_RANK - 2)


def m_use_before_def(b):
    b.ops[0], b.ops[1] = b.ops[1], b.ops[0]


def m_write_const(b):
    # y becomes a constant (over W's bytes) that softmax writes; h is the output
    b.tensors[4].update(storage=CONST, offset=0)
    b.outputs = [3]


def m_both_io(b):
    b.ops[1]["outs"][0] = b.ops[1]["ins"][0]


def m_reshape_count(b):
    set_dims(b.tensors[2], [5, 6])       # v [5,6] from t (24 elements)


def m_neg_dim(b):
    set_dims(b.tensors[0], [2, 0xFFFFFFFD])   # -3 as uint32: huge, so x's bytes overflow the arena


def m_conv_kernel_large(b):
    for k in ("pad_top", "pad_left", "pad_bottom", "pad_right"):
        set_attr(b.ops[0], k, 0)
    set_dims(b.tensors[0], [2, 1, 2, 7])      # 2 rows, 3x3 kernel, no padding


def m_scratch_overlap(b):
    b.ops[0]["scratch"][0] = 0            # conv scratch over its own input x


def m_arena_overlap(b):
    b.tensors[0]["offset"] = b.tensors[3]["offset"]   # x under h: matmul reads x while writing h


def m_unary(which, **attrs):
    """Change attributes of prog_eltwise's unary op of fn `which`."""
    def f(b):
        for k, v in attrs.items():
            set_attr(elt_unary(b, which), k, v)
    return f


def m_version(major, minor):
    return raw(lambda b: patch(patch(b, 8, "<H", major), 10, "<H", minor))


BAD = {
    # header
    "empty": lambda: b"",
    "header_cut": truncate(lambda b: 100, False),
    "bad_magic": raw(lambda b: b"NPK-TCX\n" + b[8:]),
    "bad_version_major": m_version(VERSION[0] + 1, 0),
    "bad_version_minor": m_version(VERSION[0], 7),
    "old_version_1_0": m_version(1, 0),      # a format-1.x bundle: translate again
    "old_version_1_1": m_version(1, 1),
    "bad_header_bytes": raw(lambda b: patch(b, 12, "<I", 64)),
    "file_bytes_mismatch": raw(lambda b: patch(b, 16, "<Q", len(b) + 64)),
    "header_reserved": raw(lambda b: patch(b, 120, "<I", 1)),
    "zero_tensors": raw(lambda b: patch(b, 24, "<I", 0)),
    "too_many_tensors": raw(lambda b: patch(b, 24, "<I", 100000)),
    "too_many_ops": raw(lambda b: patch(b, 28, "<I", 0xFFFFFFFF)),
    "zero_outputs": raw(lambda b: patch(b, 36, "<I", 0)),
    # truncated at every section (file_bytes both stale and patched to agree)
    "cut_in_tensors": truncate(lambda b: sec("tensors") + 100, False),
    "cut_in_tensors_sized": truncate(lambda b: sec("tensors") + 100, True),
    "cut_in_ops_sized": truncate(lambda b: sec("ops") + 200, True),
    "cut_in_io_sized": truncate(lambda b: sec("io") + 5, True),
    "cut_in_names_sized": truncate(lambda b: sec("names") + 3, True),
    "cut_in_weights_sized": truncate(lambda b: sec("weights") + 20, True),
    "cut_last_byte_sized": truncate(lambda b: len(b) - 1, True),
    # offsets and sizes past the end or overflowing
    "tensors_offset_past_end": raw(lambda b: patch(b, 40, "<Q", 1 << 40)),
    "tensors_offset_overflow": raw(lambda b: patch(b, 40, "<Q", 0xFFFFFFFFFFFFFFC0)),
    "ops_offset_misaligned": raw(lambda b: patch(b, 48, "<Q", sec("ops") + 4)),
    "io_offset_inside_header": raw(lambda b: patch(b, 56, "<Q", 64)),
    "names_bytes_overflow": raw(lambda b: patch(b, 72, "<Q", 0xFFFFFFFFFFFFFFFF)),
    "weights_bytes_past_end": raw(lambda b: patch(b, 88, "<Q", 1 << 20)),
    "weights_offset_misaligned": raw(lambda b: patch(b, 80, "<Q", sec("weights") - 8)),
    "names_not_terminated": raw(lambda b: patch(b, sec("names") + len(prog_mlp().names) - 1, "<B", 0x41)),
    "model_name_out_of_range": raw(lambda b: patch(b, 104, "<I", 5000)),
    "arena_not_multiple_of_64": raw(lambda b: patch(b, 96, "<Q", 200)),
    "arena_too_small": raw(lambda b: patch(b, 96, "<Q", 64)),
    "const_past_weights": mut(lambda b: setf(b.tensors[1], "offset", 1 << 20)),
    "const_offset_overflow": mut(lambda b: setf(b.tensors[1], "offset", 0xFFFFFFFFFFFFFFC0)),
    "tensor_offset_misaligned": mut(lambda b: setf(b.tensors[4], "offset", 132)),
    "tensor_name_out_of_range": mut(lambda b: setf(b.tensors[2], "name", 9999)),
    # dims, counts, ranks
    "count_overflow": mut(m_count_overflow),
    "bytes_overflow": mut(m_bytes_overflow),
    "zero_dim": mut(lambda b: setf(b.tensors[0], "dims", 0, 1)),
    "negative_dim": mut(m_neg_dim),
    "huge_dim": mut(lambda b: set_dims(b.tensors[0], [0x7FFFFFFF, 3])),
    "dim_past_rank": mut(lambda b: setf(b.tensors[0], "dims", 3, 4)),
    "dim_past_rank_last": mut(lambda b: setf(b.tensors[0], "dims", 4, MAX_RANK - 1)),
    "rank_above_max": mut(lambda b: setf(b.tensors[3], "rank", MAX_RANK + 1)),
    "nbytes_mismatch": mut(lambda b: setf(b.tensors[4], "nbytes", 36)),
    "bad_storage": mut(lambda b: setf(b.tensors[2], "storage", 9)),
    "bad_dtype": mut(lambda b: setf(b.tensors[2], "dtype", 18)),
    "tensor_reserved": mut(lambda b: setf(b.tensors[2], "reserved", 1, 1)),
    # indices
    "operand_index_out_of_range": mut(lambda b: setf(b.ops[1]["ins"], 0, 77)),
    "result_index_out_of_range": mut(lambda b: setf(b.ops[1]["outs"], 0, 5)),
    "input_index_out_of_range": mut(lambda b: setattr(b, "inputs", [12])),
    "output_index_out_of_range": mut(lambda b: setattr(b, "outputs", [0xFFFFFFFF])),
    "input_is_constant": mut(lambda b: setattr(b, "inputs", [1])),
    "input_listed_twice": mut(lambda b: setattr(b, "inputs", [0, 0])),
    "unused_operand_slot": mut(lambda b: setf(b.ops[1]["ins"], 3, 2)),
    "unknown_opcode": mut(lambda b: setf(b.ops[1], "opcode", 999)),
    "retired_opcode": mut(lambda b: setf(b.ops[1], "opcode", RETIRED["log_softmax"])),
    "opcode_zero": mut(lambda b: setf(b.ops[0], "opcode", 0)),
    "bad_arity": mut(lambda b: (setf(b.ops[1], "n_in", 2), setf(b.ops[1]["ins"], 1, 1))),
    "op_flags": mut(lambda b: setf(b.ops[0], "flags", 4)),
    # order
    "operand_is_result": mut(m_both_io),
    "use_before_definition": mut(m_use_before_def),
    "write_to_constant": mut(m_write_const),
    "output_never_defined": mut(lambda b: b.ops.pop()),
    "defined_twice": mut(lambda b: setf(b.ops[2]["outs"], 0, 2), prog_eltwise),
    "result_is_program_input": mut(lambda b: setf(b.ops[1]["outs"], 0, 0), prog_eltwise),
    "arena_overlap_live": mut(m_arena_overlap),
    # attributes: the schema (range, unused slots), then each op's own rules
    "attr_out_of_range": mut(m_attr(0, trans_a=2)),
    "attr_bool_out_of_range": mut(m_attr(1, log=2)),
    "attr_unused_slot": mut(m_slot(1, len(OPS["softmax"].attrs), 1)),
    "attr_unused_slot_last": mut(m_slot(0, MAX_ATTRS - 1, -1)),
    "attr_on_op_without_attrs": mut(m_slot(3, 0, 1), prog_conv),
    "matmul_bias_mode": mut(m_attr(0, bias=7)),
    "matmul_bias_arity": mut(m_attr(0, bias="none")),
    "matmul_inner_dims": mut(lambda b: set_dims(b.tensors[0], [2, 4])),
    "matmul_batch_broadcast": mut(lambda b: set_dims(b.tensors[0], [3, 3, 2, 4]), prog_batched_matmul),
    "clamp_nan_bound": mut(m_attr(0, act="clamp", act_min=float("nan"))),
    "act_bound_without_clamp": mut(m_attr(0, act_max=6.0)),
    "softmax_axis_out_of_range": mut(m_attr(1, axis=2)),
    "softmax_axis_negative": mut(m_attr(1, axis=-1)),
    "unary_fn_out_of_range": mut(m_unary("relu", fn=len(UNARY_FNS)), prog_eltwise),
    "unary_fn_negative": mut(m_unary("relu", fn=-1), prog_eltwise),
    "unary_param_unused": mut(m_unary("exp", p0=0.5), prog_eltwise),
    "unary_clamp_min_above_max": mut(m_unary("clamp", p0=1.0, p1=-1.0), prog_eltwise),
    "unary_clamp_nan": mut(m_unary("clamp", p1=float("nan")), prog_eltwise),
    "binary_fn_out_of_range": mut(m_attr(0, fn=len(BINARY_FNS)), prog_eltwise),
    "reduce_fn_out_of_range": mut(m_attr(0, fn=4), prog_reduce),
    "reduce_axis_out_of_range": mut(m_attr(3, axis=3), prog_reduce),
    "conv_zero_stride": mut(m_attr(0, stride_h=0), prog_conv),
    "conv_zero_dilation": mut(m_attr(0, dil_w=0), prog_conv),
    "conv_negative_padding": mut(m_attr(0, pad_left=-1), prog_conv),
    "conv_groups_not_dividing": mut(m_attr(0, groups=3), prog_conv),
    "conv_zero_groups": mut(m_attr(0, groups=0), prog_conv),
    "conv_kernel_larger_than_input": mut(m_conv_kernel_large, prog_conv_fused),
    "conv_scratch_too_small": mut(lambda b: setf(b.ops[0]["scratch"], 1, 64), prog_conv_fused),
    "conv_scratch_overlap": mut(m_scratch_overlap, prog_conv),
    "conv_fused_pool_zero_stride": mut(m_attr(0, pool_stride_h=0), prog_conv_fused),
    "conv_pool_params_without_pool": mut(m_attr(0, pool_kh=2), prog_conv),
    "conv_unknown_filter_layout": mut(m_attr(0, filter=3), prog_winograd),
    "conv_oihw_winograd_grouped": mut(m_attr(0, filter=2), prog_conv),
    "conv_winograd_stride_2": mut(m_attr(0, stride_w=2), prog_winograd),
    "conv_winograd_filter_shape": mut(lambda b: set_dims(b.tensors[1], [6, 6, 4, 8]), prog_winograd),
    # a Winograd conv planned before its transform buffers moved from the stack to the scratch
    "conv_winograd_old_scratch": mut(lambda b: setf(b.ops[0]["scratch"], 1, up(winograd_scratch(8, 4, 6, 6, True), 64)),
                                     prog_winograd),
    "pool_kernel_larger_than_input": mut(m_attr(1, kh=9, kw=9), prog_conv),
    "pool_zero_stride": mut(m_attr(1, stride_w=0), prog_conv),
    "pool_padding_not_below_kernel": mut(m_attr(2, pad_top=2), prog_conv),
    "pool_result_shape": mut(lambda b: set_dims(b.tensors[4], [1, 4, 4, 3]), prog_conv),
    "maxpool_count_include_pad": mut(m_attr(1, count_include_pad=1), prog_conv),
    "transpose_axis_out_of_range": mut(m_attr(0, perm0=3, perm1=0, perm2=1), prog_layout),
    "transpose_not_permutation": mut(m_attr(0, perm0=1, perm1=1, perm2=0), prog_layout),
    "transpose_negative_axis": mut(m_attr(0, perm0=-1, perm1=0, perm2=1), prog_layout),
    "transpose_perm_past_rank": mut(m_attr(0, perm3=1), prog_layout),
    "reshape_count_mismatch": mut(m_reshape_count, prog_layout),
    "pad_negative_padding": mut(m_attr(0, before1=-1), prog_pad),
    "pad_past_rank": mut(m_attr(0, after2=1), prog_pad),
    "pad_value_nan": mut(m_attr(0, value=float("nan")), prog_pad),
    "pad_result_shape": mut(lambda b: set_dims(b.tensors[3], [2, 3, 4]), prog_pad),
    "broadcast_mismatch": mut(lambda b: set_dims(b.tensors[1], [2]), prog_eltwise),
    "cast_to_unknown": mut(m_attr(0, to=18), prog_cast),
    "bitwise_cast_sizes_differ": mut(m_attr(0, bitwise=1), prog_cast),
    "cast_result_dtype": mut(m_attr(0, to="i16"), prog_cast),
    "f32_op_on_i8": mut(m_unary_on_i8, prog_cast),
    "select_cond_not_i1": mut(lambda b: setf(b.ops[2], "ins", 0, 0), prog_typed),
    "compare_mixed_types": mut(lambda b: set_dtype(b.tensors[1], 7), prog_typed),
    "argmax_axis_out_of_range": mut(m_attr(3, axis=2), prog_typed),
    "logical_not_two_operands": mut(lambda b: (setf(b.ops[1], "n_in", 2), setf(b.ops[1], "ins", 2, 1)), prog_typed),
    "compare_result_not_i1": mut(lambda b: set_dtype(b.tensors[2], 1), prog_typed),
    "ibinary_on_f32": mut(lambda b: [set_dtype(b.tensors[k], 1) for k in range(5)], prog_int),
    "ibinary_fn_out_of_range": mut(m_attr(0, fn=12), prog_int),
    "rescale_multipliers_per_tensor": mut(m_attr(0, per_channel=0), prog_quant),
    "rescale_on_f32": mut(lambda b: set_dtype(b.tensors[0], 1), prog_quant),
    "qdwconv2d_weights_other_channels": mut(lambda b: (set_dims(b.tensors[1], [3, 3, 4]), set_dtype(b.tensors[1], 5)),
                                            prog_qint8),
    "qadd_shapes_differ": mut(lambda b: (set_dims(b.tensors[6], [1, 3, 4, 4]), set_dtype(b.tensors[6], 5)), prog_qint8),
    "rescale_double_round_scale16": mut(lambda b: (m_attr(0, scale32=0, rounding="double")(b), set_dtype(b.tensors[1], 6)), prog_quant),
    "table_wrong_length": mut(lambda b: (set_dims(b.tensors[4], [255]), set_dtype(b.tensors[4], 5)), prog_quant),
    "ibinary_shift_on_add": mut(m_attr(0, shift=3), prog_int),
    "reduce_nan_mode_on_sum": mut(m_attr(0, nan_mode="ignore"), prog_reduce),
    "concat_axis_past_rank": mut(m_attr(0, axis=3), prog_movement),
    "concat_result_shape": mut(lambda b: set_dims(b.tensors[1], [2, 5, 4]), prog_movement),
    "slice_past_end": mut(m_attr(1, start1=4), prog_movement),
    "slice_size_zero": mut(m_attr(1, size2=0), prog_movement),
    "tile_past_rank": mut(m_attr(2, multiples3=2), prog_movement),
    "reverse_axis_past_rank": mut(m_attr(3, axis=3), prog_movement),
    "gather_f32_indices": mut(lambda b: b.tensors[6].update(dtype=1), prog_movement),
    "scatter_result_shape": mut(lambda b: set_dims(b.tensors[8], [1, 5, 4]), prog_movement),
    "resize_offset_range": mut(m_attr(0, offset_y=-5), prog_tosa_nn),
    "iresize_on_f32": mut(lambda b: set_dtype(b.tensors[0], 1), prog_iresize),
    "iresize_bilinear_to_i8": mut(lambda b: set_dtype(b.tensors[2], 5), prog_iresize),
    "resize_inexact_extent": mut(m_attr(0, scale_y_d=3), prog_tosa_nn),
    "tconv_out_pad_below_kernel": mut(m_attr(1, out_pad_top=-2), prog_tosa_nn),
    "tconv_channels": mut(lambda b: set_dims(b.tensors[2], [3, 2, 2, 1]), prog_tosa_nn),
    # a transpose_conv2d planned before its Z buffer moved from the stack to the scratch
    "tconv_old_scratch": mut(lambda b: b.ops[1].update(scratch=[0, 0]), prog_tosa_nn),
    "conv3d_kernel_too_large": mut(m_attr(3, dil_h=4), prog_tosa_nn),
    "layer_norm_axis_out_of_range": mut(m_attr(0, axis=3), prog_norm),
    "rnn_wh_not_gates": mut(lambda b: set_dims(b.tensors[8], [3, 12]), prog_rnn),
    "rnn_h0_batch": mut(lambda b: b.ops[1].update(n_in=5, ins=[0, 7, 8, 9, 4, 0]), prog_rnn),
    "rnn_c_n_on_gru": mut(m_attr(1, result="c_n"), prog_rnn),
}


# ---------------------------------------------------------------- MLIR

MLIR_OK = {
    "mlp": """func @mlp(%x: tensor<2x3xf32>) -> tensor<2x4xf32> {
  %w = arith.constant dense<[[0.5, -1.0, 0.25, 2.0], [1.5, 0.0, -0.5, 1.0], [-2.0, 0.75, 1.0, -1.0]]> : tensor<3x4xf32>
  %b = arith.constant dense<[0.1, -0.2, 0.3, 0.0]> : tensor<4xf32>
  %0 = tcf.matmul %x, %w : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %1 = tcf.add %0, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  %2 = tcf.relu %1 : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %3 = tcf.softmax %2 {axis = 1 : i64} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %3 : tensor<2x4xf32>
}
""",
    "conv": """module {
  func.func @net(%image: tensor<1x1x6x6xf32>) -> tensor<1x2x3x3xf32> {
    %w = arith.constant dense<"0x0000803F000000400000404000008040000080BF000000C0000040C0000080C00000003F"> : tensor<1x1x3x3xf32>
    %w2 = arith.constant dense<0.5> : tensor<2x1x1x1xf32>
    %0 = tcf.conv_2d_nchw %image, %w {stride = [1, 1], padding = [1, 1, 1, 1], dilation = [1, 1], groups = 1 : i64} : (tensor<1x1x6x6xf32>, tensor<1x1x3x3xf32>) -> tensor<1x1x6x6xf32>
    %1 = tcf.clamp %0 {min = 0.0 : f32, max = 6.0 : f32} : (tensor<1x1x6x6xf32>) -> tensor<1x1x6x6xf32>
    %2 = tcf.max_pool_2d %1 {kernel = [2, 2], stride = [2, 2]} : (tensor<1x1x6x6xf32>) -> tensor<1x1x3x3xf32>
    %3 = tcf.conv_2d_nchw %2, %w2 : (tensor<1x1x3x3xf32>, tensor<2x1x1x1xf32>) -> tensor<1x2x3x3xf32>
    %4 = tcf.avg_pool_2d %3 {kernel = [3, 3], stride = [1, 1], padding = [1, 1]} : (tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
    return %4 : tensor<1x2x3x3xf32>
  }
}
""",
}

SMALL = MLIR_OK["mlp"]


def mlir_replace(old, new, src=SMALL):
    assert old in src, old
    return src.replace(old, new, 1)


def resource(hexdata, name="w"):
    """SMALL with its bias read from a dialect resource blob `name`; w is defined."""
    return mlir_replace('dense<[0.1, -0.2, 0.3, 0.0]>', "dense_resource<%s>" % name) + \
        '{-#\n  dialect_resources: {\n    builtin: {\n      w: "0x%s"\n    }\n  }\n#-}\n' % hexdata


def deep_array(n):
    return "func @f(%x: tensor<2xf32>) -> tensor<2xf32> {\n  %0 = tcf.relu %x {a = " + "[" * n + "1" + \
        "]" * n + "} : (tensor<2xf32>) -> tensor<2xf32>\n  return %0 : tensor<2xf32>\n}\n"


def deep_type(n):
    return "func @f(%x: " + "tensor<" * n + "f32" + ">" * n + ") -> tensor<2xf32> {\n}\n"


def deep_region(n):
    return "module {\n" * n + SMALL + "}\n" * n


def no_operand(op):
    return ("func @f(%a: tensor<2x3xf32>)-> tensor<2x3xf32> {\n  %0 = " + op +
            "  :  tensor<2x3xf32>\n  return %0 : tensor<2x3xf32>\n}\n")


MLIR_BAD = {
    "cut_mid_token": SMALL[:SMALL.index("tcf.matmul") + 5],
    "cut_in_dense": SMALL[:SMALL.index("0.25") + 2],
    "cut_before_return": SMALL[:SMALL.index("  return")],
    "cut_in_type": SMALL[:SMALL.index("tensor<2x4xf32> {") + 9],
    "int_literal_out_of_range": mlir_replace("axis = 1 : i64", "axis = 18446744073709551617 : i64"),
    "dim_out_of_range": mlir_replace("tensor<2x3xf32>) -> tensor<2x4xf32> {", "tensor<99999999999x3xf32>) -> tensor<2x4xf32> {"),
    "dense_count_mismatch": mlir_replace("[0.1, -0.2, 0.3, 0.0]", "[0.1, -0.2, 0.3]"),
    "dense_hex_count_mismatch": mlir_replace("dense<[0.1, -0.2, 0.3, 0.0]>", 'dense<"0x0000803F0000803F">'),
    "dense_not_rectangular": mlir_replace("[1.5, 0.0, -0.5, 1.0]", "[1.5, 0.0, -0.5]"),
    "undefined_ssa": mlir_replace("tcf.relu %1", "tcf.relu %7"),
    "redefined_ssa": mlir_replace("%2 = tcf.relu", "%1 = tcf.relu"),
    "undefined_ssa_in_return": mlir_replace("return %3", "return %9"),
    "deep_array_nesting": deep_array(50000),
    "deep_type_nesting": deep_type(50000),
    "deep_module_nesting": deep_region(20000),
    # blob = 4-byte little-endian alignment, then the data (4 floats here)
    "resource_blob_zero_alignment": resource("00000000" + "0000803F" * 4),
    "resource_blob_count_mismatch": resource("04000000" + "0000803F" * 2),
    "resource_blob_odd_hex": resource("04000000" + "0000803F" * 3 + "0000803"),
    "resource_blob_missing": resource("04000000" + "0000803F" * 4, name="v"),
    "good_resource_blob": resource("04000000" + "0000803F" * 4),
    "non_utf8_bytes": mlir_replace("func @mlp", "func @ml\xff\xfe"),
    "good_non_utf8_in_comment": "// caf\xe9 \xc3\x28\n" + SMALL,   # must be accepted
    "nul_byte": mlir_replace("%x: tensor", "%x:\0 tensor"),
    "zero_dim_type": mlir_replace("tensor<2x3xf32>) -> tensor<2x4xf32> {", "tensor<0x3xf32>) -> tensor<2x4xf32> {"),
    "negative_dim_type": mlir_replace("tensor<2x3xf32>) -> tensor<2x4xf32> {", "tensor<-2x3xf32>) -> tensor<2x4xf32> {"),
    "rank_above_max": mlir_replace("tensor<4xf32>\n", "tensor<%s4xf32>\n" % ("1x" * MAX_RANK)),
    "softmax_axis_out_of_range": mlir_replace("axis = 1 : i64", "axis = 2 : i64"),
    "conv_zero_dilation": MLIR_OK["conv"].replace("dilation = [1, 1]", "dilation = [0, 1]"),
    "conv_groups_not_dividing": MLIR_OK["conv"].replace("groups = 1 : i64", "groups = 2 : i64"),
    "pool_kernel_too_large": MLIR_OK["conv"].replace("kernel = [2, 2], stride", "kernel = [9, 9], stride"),
    "empty": "",
    "only_comment": "// nothing here\n",
    # issue 17's finding: a shape rule read operand 0 of an op that has none
    "no_operand_softmax": no_operand("tcf.softmax"),
    "no_operand_flatten": no_operand("tcf.flatten"),
    "no_operand_transpose": no_operand("tcf.transpose"),
    "no_operand_reshape": no_operand("tcf.reshape"),
    "no_operand_matmul": no_operand("tcf.matmul"),
    "no_operand_broadcast": no_operand("tcf.broadcast"),
}


# ---------------------------------------------------------------- .npy / IDX

def npy(header_dict, payload, magic=b"\x93NUMPY", ver=(1, 0)):
    h = header_dict.encode("latin-1")
    hl = up(len(magic) + 2 + 2 + len(h) + 1, 64) - (len(magic) + 4)
    h = h.ljust(hl - 1) + b"\n"
    return magic + bytes(ver) + struct.pack("<H", len(h)) + h + payload


def idx(dims, payload, dtype=0x08):
    return bytes([0, 0, dtype, len(dims)]) + b"".join(struct.pack(">I", d) for d in dims) + payload


F4 = struct.pack("<6f", 1, 2, 3, 4, 5, 6)
NPY = {
    "ok_f4": npy("{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }", F4),
    "ok_f8": npy("{'descr': '<f8', 'fortran_order': False, 'shape': (3,), }", struct.pack("<3d", 1, 2, 3)),
    "ok_scalar": npy("{'descr': '<f4', 'fortran_order': False, 'shape': (), }", F4[:4]),
    "ok_v2": npy("{'descr': '<f4', 'fortran_order': False, 'shape': (6,), }", F4, ver=(2, 0)),
    "bad_magic": npy("{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }", F4, magic=b"\x93NUMPZ"),
    "bad_version": npy("{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }", F4, ver=(9, 0)),
    "truncated_data": npy("{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }", F4[:10]),
    "truncated_header": npy("{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }", F4)[:20],
    "count_overflow": npy("{'descr': '<f4', 'fortran_order': False, 'shape': (4294967296, 4294967296, 16), }", F4),
    "huge_dim": npy("{'descr': '<f4', 'fortran_order': False, 'shape': (99999999999999999999999,), }", F4),
    "negative_dim": npy("{'descr': '<f4', 'fortran_order': False, 'shape': (-2, 3), }", F4),
    "zero_dim": npy("{'descr': '<f4', 'fortran_order': False, 'shape': (0, 3), }", b""),
    "rank_above_max": npy("{'descr': '<f4', 'fortran_order': False, 'shape': (1,1,1,1,1,1,1,1,1,6), }", F4),
    "big_claim_small_file": npy("{'descr': '<f4', 'fortran_order': False, 'shape': (100000000,), }", F4),
    "fortran_order": npy("{'descr': '<f4', 'fortran_order': True, 'shape': (2, 3), }", F4),
    "big_endian": npy("{'descr': '>f4', 'fortran_order': False, 'shape': (2, 3), }", F4),
    "int_dtype": npy("{'descr': '<i4', 'fortran_order': False, 'shape': (2, 3), }", F4),
    "unterminated_dict": npy("{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3", F4),
    "header_len_past_end": b"\x93NUMPY\x01\x00\xff\xff{'descr'",
    "non_utf8_header": npy("{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), '\xff\xfe': 1}", F4),
}
U8 = bytes(range(12))
IDX = {
    "ok_u8": idx([2, 2, 3], U8),
    "ok_labels": idx([5], bytes([0, 1, 2, 9, 3])),
    "ok_f32": bytes([0, 0, 0x0D, 1]) + struct.pack(">I", 2) + struct.pack(">2f", 1.5, -2.0),
    "bad_magic": b"\x01\x00\x08\x01" + struct.pack(">I", 3) + b"abc",
    "bad_type": idx([3], b"abc", dtype=0x0C),
    "zero_rank": bytes([0, 0, 8, 0]),
    "rank_above_max": idx([1] * 9 + [3], b"abc"),
    "rank_255": bytes([0, 0, 8, 255]) + b"\0\0\0\1" * 4,
    "truncated_dims": bytes([0, 0, 8, 3]) + struct.pack(">I", 2),
    "truncated_data": idx([4, 4], U8),
    "extra_data": idx([2], U8),
    "zero_dim": idx([0, 3], b""),
    "count_overflow": idx([0xFFFFFFFF, 0xFFFFFFFF, 0xFFFFFFFF], U8),
    "big_claim_small_file": idx([60000, 28, 28], U8),
    "header_only": bytes([0, 0, 8]),
}


# ---------------------------------------------------------------- docs/tcp-format.md op table

DOC_BEGIN = "<!-- BEGIN op table: generated by `python3 tests/fuzz/make_seeds.py --doc` from " \
            "npk_interp/npk_ops.inc and npk_interp/ops/*.h; do not edit by hand -->"
DOC_END = "<!-- END op table -->"


def _num(v):
    if v == math.inf:
        return "inf"
    if v == -math.inf:
        return "-inf"
    return str(int(v)) if v == int(v) else repr(v)


def _range(a):
    if a.type == "F32":
        return "any float32 but NaN"   # npk_attrs.h: min and max are unused (0) for F32
    if a.type == "BOOL":
        return "0, 1"
    if a.names:
        return ", ".join("%d %s" % (int(a.lo) + i, n) for i, n in enumerate(a.names))
    return "%s .. %s" % (_num(a.lo), _num(a.hi))


def doc_op_table():
    ops = sorted(OPS.values(), key=lambda d: d.code)
    out = [DOC_BEGIN, "", "| code | op | operands | results | properties | attribute slots |", "|---|---|---|---|---|---|"]
    for d in ops:
        n_in = str(d.min_in) if d.min_in == d.max_in else "%d or %d" % (d.min_in, d.max_in) \
            if d.max_in == d.min_in + 1 else "%d .. %d" % (d.min_in, d.max_in)
        slots = ", ".join("%d %s" % (a.slot, a.name) for a in d.attrs) or "none (every slot 0)"
        out.append("| %d | `%s` | %s | %d | %s | %s |" % (d.code, d.name, n_in, d.n_out,
                                                         ", ".join(d.flags).replace("_", "-") or "-", slots))
    out.append("")
    shared = {}
    for d in ops:
        if d.attrs:
            shared.setdefault(tuple((a.name, a.type, a.default, a.lo, a.hi) for a in d.attrs), []).append(d)
    for group in shared.values():
        out.append("### " + ", ".join("`%s` (%d)" % (d.name, d.code) for d in group))
        out.append("")
        out.append("| slot | name | type | default | allowed values |")
        out.append("|---|---|---|---|---|")
        for a in group[0].attrs:
            default = a.names[int(a.default - a.lo)] if a.names else _num(a.default)
            out.append("| %d | `%s` | %s | %s | %s |" % (a.slot, a.name, a.type.lower(), default, _range(a)))
        out.append("")
    out.append(DOC_END)
    return "\n".join(out)


def write_doc():
    with open(DOC) as f:
        text = f.read()
    a, b = text.find(DOC_BEGIN), text.find(DOC_END)
    assert a >= 0 and b > a, "docs/tcp-format.md has no generated op table markers"
    text = text[:a] + doc_op_table() + text[b + len(DOC_END):]
    with open(DOC, "w") as f:
        f.write(text)
    print("docs/tcp-format.md op table written")


# ---------------------------------------------------------------- libFuzzer dictionaries

DICT = os.path.join(HERE, "dict")


def _dict_line(name, data):
    esc = "".join(chr(b) if 32 <= b < 127 and chr(b) not in '"\\' else "\\x%02X" % b for b in data)
    return '%s="%s"' % (name, esc)


def bundle_dict():
    """Tokens of the .tcp format: mutations that write a valid magic, version,
    opcode or dtype reach the validator's deep checks instead of the header's."""
    lines = [_dict_line("magic", b"NPK-TCP\n"), _dict_line("version_2_0", struct.pack("<2H", 2, 0)),
             _dict_line("version_2_1", struct.pack("<2H", 2, 1)), _dict_line("header_bytes", struct.pack("<I", HEADER)),
             _dict_line("no_name", struct.pack("<I", NO_NAME)), _dict_line("f32_one", struct.pack("<f", 1.0)),
             _dict_line("f32_nan", struct.pack("<f", float("nan"))), _dict_line("f32_inf", struct.pack("<f", float("inf")))]
    for d in sorted(OPS.values(), key=lambda d: d.code):
        lines.append(_dict_line("op_%s" % d.name, struct.pack("<I", d.code)))
    for code in range(1, 9):
        lines.append(_dict_line("dtype_%d" % code, struct.pack("<I", code)))
    for v in (0, 1, 2, 3, 8, 64, 128, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF):
        lines.append(_dict_line("u32_%x" % v, struct.pack("<I", v)))
    return lines


def mlir_dict():
    """The op names mlir2c reads (its lowering tables, TCF kinds, body ops)
    and the syntax tokens of printed MLIR."""
    ops = set()
    m2c = os.path.join(ROOT, "tools", "mlir2c")
    for f in sorted(os.listdir(m2c)):
        if f.endswith(".c"):
            ops.update(re.findall(r'"((?:tosa|linalg|tensor|arith|math|func|memref|builtin)\.\w+)"', _src("tools", "mlir2c", f)))
    ops.update("tcf." + k for k in re.findall(r'M2C_OPK\(\w+, "(\w+)"\)', _src("tools", "mlir2c", "opkinds.inc")))
    tokens = ["module", "func.func", "func.return", "return", "private", "tensor<", "x", "?", "*", "f32", "f16", "bf16",
              "i1", "i8", "i16", "i32", "i64", "index", "dense<", "dense_resource<", "array<i64: ", "affine_map<(",
              "(d0, d1) -> (d0, d1)", "ins(", "outs(", "->", ":", "=", "{", "}", "<{", "}>", "loc(", "#loc", "#map",
              "!t", "iterator_types = [\"parallel\", \"reduction\"]", "indexing_maps = [", "^bb0(", "0x7F800000",
              "0xFF800000", "3.40282347E+38", "-3.40282347E+38", "nan", "inf", "true", "false", "unit",
              "{-#", "#-}", "dialect_resources: {", "builtin: {", "\"0x04000000\"", "%arg0", "%0", "@main"]
    lines = [_dict_line("op%d" % i, op.encode()) for i, op in enumerate(sorted(ops))]
    lines += [_dict_line("tok%d" % i, t.encode()) for i, t in enumerate(tokens)]
    return lines


def write_dicts():
    os.makedirs(DICT, exist_ok=True)
    for name, lines in (("bundle", bundle_dict()), ("mlir", mlir_dict())):
        with open(os.path.join(DICT, name + ".dict"), "w") as f:
            f.write("# written by tests/fuzz/make_seeds.py: do not edit\n" + "\n".join(lines) + "\n")


# ---------------------------------------------------------------- writing

def clean_dir(d, keep_ext=None):
    """Remove generated files; keep_ext keeps checked-in files (expectations),
    and fuzz_* files (crashers found by fuzzing) are never removed."""
    os.makedirs(d, exist_ok=True)
    for f in os.listdir(d):
        p = os.path.join(d, f)
        if os.path.isfile(p) and not f.startswith("fuzz_") and (keep_ext is None or not f.endswith(keep_ext)):
            os.remove(p)


def drop_stale_expected(d):
    """Remove NAME.expected files whose case NAME is no longer written."""
    for f in os.listdir(d):
        if f.endswith(".expected") and not os.path.exists(os.path.join(d, f[:-len(".expected")])):
            os.remove(os.path.join(d, f))
            print("removed stale %s" % os.path.relpath(os.path.join(d, f), ROOT))


def write(d, name, data):
    if isinstance(data, str):
        data = data.encode("latin-1")  # the non-UTF-8 cases are written as \xNN characters
    with open(os.path.join(d, name), "wb") as f:
        f.write(data)


def input_bytes(prog, pattern):
    """Bytes for every input of prog: pattern repeated (fuzz_bundle.c repeats too)."""
    n = sum(4 * prod(prog.tensors[t]["dims"][:prog.tensors[t]["rank"]]) for t in prog.inputs)
    return (pattern * (n // len(pattern) + 1))[:n]


def main():
    for t in ("bundle", "mlir", "npy", "idx"):
        clean_dir(os.path.join(SEEDS, t))
    for sub, ext in (("tcp", ".expected"), ("mlir", ".expected"), ("inputs", ".expected")):
        clean_dir(os.path.join(CORPUS, sub), keep_ext=(ext, ".txt"))

    seeds = os.path.join(SEEDS, "bundle")
    nan_inf = struct.pack("<4f", float("nan"), float("inf"), -float("inf"), -0.0)
    ramp = struct.pack("<8f", -3, -1.5, -0.25, 0, 0.5, 1, 2.5, 10000)
    for name, fn in VALID.items():
        prog = fn()
        data = prog.serialize()
        write(seeds, "ok_%s" % name, data)
        write(seeds, "ok_%s_ramp" % name, data + input_bytes(prog, ramp))
        write(seeds, "ok_%s_naninf" % name, data + input_bytes(prog, nan_inf))
        write(os.path.join(CORPUS, "tcp"), "good_%s.tcp" % name, data)
    for name, fn in BAD.items():
        data = fn()
        write(seeds, "bad_%s" % name, data)
        write(os.path.join(CORPUS, "tcp"), "%s.tcp" % name, data)

    seeds = os.path.join(SEEDS, "mlir")
    for name, src in MLIR_OK.items():
        write(seeds, "ok_%s.mlir" % name, src)
    for d in (os.path.join(ROOT, "tests", "mlir2c", "inputs"), os.path.join(ROOT, "tests", "mlir2c", "bad")):
        for f in sorted(os.listdir(d)):
            if f.endswith(".mlir"):
                shutil.copyfile(os.path.join(d, f), os.path.join(seeds, "m2c_" + f))
    for name, src in MLIR_BAD.items():
        if len(src) < 8192:  # the very deep ones would dominate the fuzzer's max_len
            write(seeds, "bad_%s.mlir" % name, src)
        write(os.path.join(CORPUS, "mlir"), "%s.mlir" % name, src)
    for n in range(0, len(SMALL), 8):
        write(seeds, "cut_%04d.mlir" % n, SMALL[:n])

    for name, data in NPY.items():
        write(os.path.join(SEEDS, "npy"), name + ".npy", data)
        if not name.startswith("ok_"):
            write(os.path.join(CORPUS, "inputs"), "npy_%s.npy" % name, data)
    for name, data in IDX.items():
        write(os.path.join(SEEDS, "idx"), name + ".idx", data)
        if not name.startswith("ok_"):
            write(os.path.join(CORPUS, "inputs"), "idx_%s.idx" % name, data)
    for sub in ("tcp", "mlir", "inputs"):
        drop_stale_expected(os.path.join(CORPUS, sub))
    write_dicts()
    import make_onnx_seeds
    make_onnx_seeds.main()
    print("seeds, corpus and dictionaries written")
    if "--doc" in sys.argv[1:]:
        write_doc()


if __name__ == "__main__":
    main()
