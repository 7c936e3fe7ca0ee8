"""tosa_writer.py - print TOSA ops in one of three spellings mlir2c reads.

    llvm19  quoted generic ops with properties, `array<i64: ..>` lists, shapes and
            paddings as attributes or i32 constants: what mlir-opt-19 verifies
    new     TOSA 1.0 (LLVM 21+): shapes as tosa.const_shape operands, zero-point
            and shift operands, clamp min_val/max_val
    old     the older generic form torch-mlir printed: `[..]` lists, attr dicts

Values are V(name, shape, dtype); every op method takes and returns them. Only
the ops the exporter needs are here; layouts are TOSA's (NHWC for conv/pool/resize).
"""
import numpy as np


class ExportError(Exception):
    pass


ELEM = {"f32": "f32", "i32": "i32", "i8": "i8", "i64": "i64"}


def ttype(shape, dtype="f32"):
    return "tensor<%s%s>" % ("".join("%dx" % d for d in shape), dtype)


class V:
    __slots__ = ("name", "shape", "dtype")

    def __init__(self, name, shape, dtype="f32"):
        self.name, self.shape, self.dtype = name, [int(d) for d in shape], dtype

    @property
    def type(self):
        return ttype(self.shape, self.dtype)

    def __repr__(self):
        return "V(%s, %s)" % (self.name, self.shape)


def fmt_float(v):
    v = float(v)
    if abs(v) >= 3.4028234e38:  # FLT_MAX as MLIR prints it (mlir2c then sees relu, not a clamp)
        return "3.40282347E+38" if v > 0 else "-3.40282347E+38"
    return "%.9e" % v


class TosaWriter:
    def __init__(self, syntax="llvm19", resources=False):
        if syntax not in ("llvm19", "new", "old"):
            raise ExportError("unknown TOSA syntax %r" % syntax)
        self.syntax, self.resources = syntax, resources
        self.lines, self.blobs, self.n = [], [], 0
        self.old, self.new = syntax == "old", syntax == "new"
        self.loc = None  # the source name (module path) the next ops get as loc("...")

    def at(self):
        """' loc("layer1.0.conv1")' for the layer being lowered; mlir2c keeps it as the op's debug name."""
        return ' loc("%s")' % self.loc.replace("\\", "\\\\").replace('"', '\\"') if self.loc else ""

    # ---------------------------------------------------------------- basics
    def fresh(self, hint=""):
        self.n += 1
        return "%%%s%d" % (hint, self.n - 1)

    def arr(self, vals, ty="i64"):
        vals = [int(v) for v in vals]
        if self.old:
            return "[%s]" % ", ".join(map(str, vals))
        return "array<%s: %s>" % (ty, ", ".join(map(str, vals)))

    def emit(self, op, operands, attrs, result_shape, result_dtype="f32", hint=""):
        """One generic-form op: %r = "tosa.OP"(ops) <{attrs}> : (types) -> type."""
        name = self.fresh(hint)
        res = V(name, result_shape, result_dtype)
        a = ""
        if attrs:
            body = ", ".join("%s = %s" % kv for kv in attrs)
            a = (" {%s}" if self.old else " <{%s}>") % body
        self.lines.append('%s = "tosa.%s"(%s)%s : (%s) -> %s%s' % (
            name, op, ", ".join(o.name for o in operands), a,
            ", ".join(o.type for o in operands), res.type, self.at()))
        return res

    def const(self, array, dtype="f32", hint="cst"):
        np_t = {"f32": "<f4", "i32": "<i4", "i8": "i1"}[dtype]
        a = np.ascontiguousarray(np.asarray(array).astype(np_t))
        shape = list(a.shape)
        if self.resources and dtype == "f32" and a.size > 1:
            key = "w%d_%s" % (len(self.blobs), "x".join(str(d) for d in shape) or "s")
            self.blobs.append((key, a))
            lit = "dense_resource<%s>" % key
        elif a.size == 1:
            v = a.reshape(-1)[0]
            lit = "dense<%s>" % (fmt_float(v) if dtype == "f32" else int(v))
        elif dtype == "f32":
            lit = 'dense<"0x%s">' % a.tobytes().hex().upper()
        else:
            lit = "dense<[%s]>" % ", ".join(str(int(v)) for v in a.reshape(-1)) if a.ndim == 1 else \
                'dense<"0x%s">' % a.tobytes().hex().upper()
        name = self.fresh(hint)
        key = "value" if not self.new else "values"
        wrap = "{%s = %s : %s}" if self.old else "<{%s = %s : %s}>"
        self.lines.append('%s = "tosa.const"() %s : () -> %s%s' % (name, wrap % (key, lit, ttype(shape, dtype)), ttype(shape, dtype),
                                                                    self.at()))
        return V(name, shape, dtype)

    def shape_operand(self, vals):
        vals = [int(v) for v in vals]
        name = self.fresh("s")
        self.lines.append("%s = tosa.const_shape {values = dense<[%s]> : tensor<%dxindex>} : () -> !tosa.shape<%d>"
                          % (name, ", ".join(map(str, vals)), len(vals), len(vals)))
        return _Shape(name, len(vals))

    def zp(self):
        return self.const(np.zeros([1], np.float32), hint="zp")

    # ---------------------------------------------------------------- data movement
    def reshape(self, x, shape):
        shape = [int(d) for d in shape]
        if list(x.shape) == shape:
            return x
        if int(np.prod(shape)) != int(np.prod(x.shape)):
            raise ExportError("reshape %s -> %s changes the element count" % (x.shape, shape))
        if self.new:
            return self.emit("reshape", [x, self.shape_operand(shape)], [], shape, x.dtype)
        return self.emit("reshape", [x], [("new_shape", self.arr(shape))], shape, x.dtype)

    def transpose(self, x, perm):
        perm = [int(p) for p in perm]
        if perm == list(range(len(perm))):
            return x
        ys = [x.shape[p] for p in perm]
        if self.new:
            return self.emit("transpose", [x], [("perms", self.arr(perm, "i32"))], ys, x.dtype)
        pc = self.const(np.array(perm, np.int32), "i32", "perm")
        return self.emit("transpose", [x, pc], [], ys, x.dtype)

    def slice(self, x, start, size):
        start, size = [int(v) for v in start], [int(v) for v in size]
        if start == [0] * len(start) and size == list(x.shape):
            return x
        if self.new:
            return self.emit("slice", [x, self.shape_operand(start), self.shape_operand(size)], [], size, x.dtype)
        return self.emit("slice", [x], [("start", self.arr(start)), ("size", self.arr(size))], size, x.dtype)

    def concat(self, xs, axis):
        """tosa.concat; mlir2c takes at most 6 operands per op, so longer lists nest."""
        xs = list(xs)
        if len(xs) == 1:
            return xs[0]
        while len(xs) > 6:
            xs = [self.concat(xs[i:i + 6], axis) for i in range(0, len(xs), 6)]
        ys = list(xs[0].shape)
        ys[axis] = sum(v.shape[axis] for v in xs)
        return self.emit("concat", xs, [("axis", "%d : %s" % (axis, "i64" if self.old else "i32"))], ys, xs[0].dtype)

    def pad(self, x, pairs, value=0.0):
        """pairs: [(before, after)] per dim, all >= 0."""
        ys = [d + a + b for d, (a, b) in zip(x.shape, pairs)]
        flat = [v for p in pairs for v in p]
        if self.new:
            pc = self.const(np.array([value], np.float32), hint="padv")
            return self.emit("pad", [x, self.shape_operand(flat), pc], [], ys, x.dtype)
        pp = self.const(np.array(pairs, np.int32).reshape(len(pairs), 2), "i32", "pads")
        ops = [x, pp]
        if value != 0.0:
            ops.append(self.const(np.array(value, np.float32).reshape([]), hint="padv"))
        return self.emit("pad", ops, [], ys, x.dtype)

    def gather(self, values, indices):
        n, _, c = values.shape
        return self.emit("gather", [values, indices], [], [n, indices.shape[1], c])

    def cast(self, x, dtype):
        return self.emit("cast", [x], [], x.shape, dtype)

    # ---------------------------------------------------------------- arithmetic
    def _same_rank(self, a, b):
        if len(a.shape) < len(b.shape):
            a = self.reshape(a, [1] * (len(b.shape) - len(a.shape)) + a.shape)
        elif len(b.shape) < len(a.shape):
            b = self.reshape(b, [1] * (len(a.shape) - len(b.shape)) + b.shape)
        return a, b

    def binary(self, op, a, b):
        """add, sub, mul, maximum, minimum, pow with NumPy broadcasting."""
        a, b = self._same_rank(a, b)
        ys = list(np.broadcast_shapes(tuple(a.shape), tuple(b.shape)))
        if op == "mul":
            if self.old:
                return self.emit("mul", [a, b], [("shift", "0 : i32")], ys)
            if self.new:
                sh = self.const(np.zeros([1]), "i8", "shift")
                return self.emit("mul", [a, b, sh], [], ys)
            return self.emit("mul", [a, b], [("shift", "0 : i8")], ys)
        return self.emit(op, [a, b], [], ys)

    def scalar(self, v, rank):
        return self.const(np.full([1] * rank, v, np.float32), hint="k")

    def add_k(self, x, k):
        return self.binary("add", x, self.scalar(k, len(x.shape)))

    def mul_k(self, x, k):
        return self.binary("mul", x, self.scalar(k, len(x.shape)))

    def unary(self, op, x):
        return self.emit(op, [x], [], x.shape)

    def clamp(self, x, lo, hi):
        lo, hi = float(lo), float(hi)
        if self.new:
            attrs = [("max_val", fmt_float(hi) + " : f32"), ("min_val", fmt_float(lo) + " : f32")]
        else:
            ilo = int(max(min(lo, 2 ** 31 - 1), -2 ** 31)) if np.isfinite(lo) else -2 ** 31
            ihi = int(max(min(hi, 2 ** 31 - 1), -2 ** 31)) if np.isfinite(hi) else 2 ** 31 - 1
            attrs = [("max_fp", fmt_float(hi) + " : f32"), ("max_int", "%d : i64" % ihi),
                     ("min_fp", fmt_float(lo) + " : f32"), ("min_int", "%d : i64" % ilo)]
        return self.emit("clamp", [x], attrs, x.shape)

    def relu(self, x):
        return self.clamp(x, 0.0, 3.4028234663852886e38)

    def reduce(self, kind, x, axis):
        ys = list(x.shape)
        ys[axis] = 1
        return self.emit("reduce_" + kind, [x], [("axis", "%d : %s" % (axis, "i64" if self.old else "i32"))], ys)

    def matmul(self, a, b):
        """Rank-3 batched matmul [B,M,K] x [B,K,N]."""
        ys = [a.shape[0], a.shape[1], b.shape[2]]
        if self.new:
            return self.emit("matmul", [a, b, self.zp(), self.zp()], [], ys)
        return self.emit("matmul", [a, b], [], ys)

    # ---------------------------------------------------------------- NHWC ops
    def conv2d(self, x, w_ohwi, bias, pad, stride, dilation, ys):
        """x NHWC, w [O,KH,KW,I] constant, bias [O]; pad [top, bottom, left, right]."""
        attrs = [("dilation", self.arr(dilation)), ("pad", self.arr(pad)), ("stride", self.arr(stride))]
        if self.new:
            return self.emit("conv2d", [x, w_ohwi, bias, self.zp(), self.zp()], [("acc_type", "f32")] + attrs, ys)
        return self.emit("conv2d", [x, w_ohwi, bias], attrs, ys)

    def depthwise_conv2d(self, x, w_hwcm, bias, pad, stride, dilation, ys):
        attrs = [("dilation", self.arr(dilation)), ("pad", self.arr(pad)), ("stride", self.arr(stride))]
        if self.new:
            return self.emit("depthwise_conv2d", [x, w_hwcm, bias, self.zp(), self.zp()], [("acc_type", "f32")] + attrs, ys)
        return self.emit("depthwise_conv2d", [x, w_hwcm, bias], attrs, ys)

    def transpose_conv2d(self, x, w_ohwi, bias, out_pad, stride, ys):
        attrs = [("out_pad", self.arr(out_pad)), ("stride", self.arr(stride))]
        if self.new:
            return self.emit("transpose_conv2d", [x, w_ohwi, bias, self.zp(), self.zp()], [("acc_type", "f32")] + attrs, ys)
        return self.emit("transpose_conv2d", [x, w_ohwi, bias], attrs + [("out_shape", self.arr(ys))], ys)

    def pool2d(self, kind, x, kernel, stride, pad, ys):
        attrs = [("kernel", self.arr(kernel)), ("pad", self.arr(pad)), ("stride", self.arr(stride))]
        if kind == "max":
            return self.emit("max_pool2d", [x], attrs, ys)
        if self.new:
            return self.emit("avg_pool2d", [x, self.zp(), self.zp()], [("acc_type", "f32")] + attrs, ys)
        return self.emit("avg_pool2d", [x], [("acc_type", "f32")] + attrs, ys)

    def resize(self, x, mode, scale, offset, border, ys):
        mode_attr = ("mode", '"%s"' % mode)
        if self.new:
            return self.emit("resize", [x, self.shape_operand(scale), self.shape_operand(offset),
                                        self.shape_operand(border)], [mode_attr], ys)
        return self.emit("resize", [x], [("border", self.arr(border)), mode_attr,
                                         ("offset", self.arr(offset)), ("scale", self.arr(scale))], ys)


class _Shape:
    """A !tosa.shape<N> operand (TOSA 1.0)."""
    __slots__ = ("name", "n")

    def __init__(self, name, n):
        self.name, self.n = name, n

    @property
    def type(self):
        return "!tosa.shape<%d>" % self.n
