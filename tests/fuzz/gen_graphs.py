#!/usr/bin/python3
"""gen_graphs.py - the differential fuzzer: random valid TOSA graphs, checked three ways.

    /usr/bin/python3 tests/fuzz/gen_graphs.py --mlir2c BUILD/mlir2c --npk-run BUILD/npk-run
        [--count N] [--seed S] [--keep DIR] [--emit-seeds DIR] [--verbose]

Each program is a random TOSA 1.0 function in the generic op form (2 to 8 ops drawn
from a table of op generators below: elementwise with broadcasting, clamp, reductions,
transpose, reshape, slice, concat, matmul, conv2d, depthwise_conv2d, pools) over random
shapes, with random inputs. For each one:
  1. the float64 reference (tests/mlir_corpus/ref_eval.py, written from the TOSA spec)
     gives the expected output;
  2. whatever mlir2c accepts, npk-run must load and run (a refusal of these valid
     programs is counted and its message shown, a crash or an unlocated error fails);
  3. npk-run's output must match the reference within 1e-4 * (1 + max|ref|), and the
     run with the fast paths (the CPU's best ISA, or NPK_MAX_ISA's cap) must match the
     run capped to the scalar reference kernels (NPK_MAX_ISA=scalar) as closely.
A wrong result can be float32 conditioning rather than a bug: in a chain of matmuls
whose sums cancel, f32's rounding of the large terms is large next to the small
result (the generator already keeps exp/sin/cos arguments in [-1, 1] and floors only
exact inputs); the kept program shows which.
Prints the counts; exit 1 on a wrong result, a disagreement or a crash (the failing
programs are written to --keep DIR, default the system temp dir, with their inputs).
Needs numpy (Debian python3-numpy, installed by tools/install-deps.sh).
"""
import argparse
import collections
import os
import random
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "mlir_corpus"))
try:
    import numpy as np  # noqa: E402
except ImportError:
    print("gen_graphs: numpy is missing (Debian python3-numpy; tools/install-deps.sh installs it); skipped")
    sys.exit(77)
import ref_eval  # noqa: E402
from npyio import read_npy, write_npy  # noqa: E402

REF_TOL, ISA_TOL = 1e-4, 1e-4


def tt(shape):
    return "tensor<%sf32>" % "".join("%dx" % d for d in shape)


def hexdata(a):
    return '"0x' + np.asarray(a, "<f4").tobytes().hex().upper() + '"'


class Graph:
    def __init__(self, rng):
        self.rng = rng
        self.lines, self.args, self.inputs = [], [], []
        self.vals = []          # (name, shape)
        self.n = 0

    def fresh(self):
        self.n += 1
        return "%%v%d" % self.n

    def arg(self, shape):
        name = "%%arg%d" % len(self.args)
        self.args.append(shape)
        self.inputs.append(self.rng_array(shape))
        self.vals.append((name, shape))
        return name

    def rng_array(self, shape):
        return np.array([round(self.rng.uniform(-2, 2), 3) for _ in range(int(np.prod(shape)))],
                        np.float32).reshape(shape)

    def const(self, shape, data=None):
        name = self.fresh()
        data = self.rng_array(shape) if data is None else np.asarray(data, np.float32)
        self.lines.append('%s = "tosa.const"() <{values = dense<%s> : %s}> : () -> %s'
                          % (name, hexdata(data), tt(shape), tt(shape)))
        return name

    def shape_const(self, values):
        name = self.fresh()
        self.lines.append('%s = "tosa.const_shape"() <{values = dense<[%s]> : tensor<%dxindex>}> : () -> !tosa.shape<%d>'
                          % (name, ", ".join(map(str, values)), len(values), len(values)))
        return name

    def op(self, name, operands, in_types, out_shape, props=""):
        res = self.fresh()
        self.lines.append('%s = "%s"(%s)%s : (%s) -> %s' % (res, name, ", ".join(operands),
                          " <{%s}>" % props if props else "", ", ".join(in_types), tt(out_shape)))
        self.vals.append((res, out_shape))
        return res

    def operand(self, shape):
        """A value of exactly this shape: an existing one, a new argument or a constant."""
        same = [v for v in self.vals if v[1] == shape]
        r = self.rng.random()
        if same and r < 0.5:
            return self.rng.choice(same)[0]
        if len(self.args) < 3 and r < 0.8:
            return self.arg(shape)
        return self.const(shape)

    def text(self, out):
        sig = ", ".join("%%arg%d: %s" % (i, tt(s)) for i, s in enumerate(self.args))
        body = "\n".join("    " + l for l in self.lines)
        return ('"builtin.module"() ({\n  "func.func"() <{function_type = (%s) -> %s, sym_name = "main"}> ({\n  ^bb0(%s):\n%s\n'
                '    "func.return"(%s) : (%s) -> ()\n  }) : () -> ()\n}) : () -> ()\n'
                % (", ".join(tt(s) for s in self.args), tt(out[1]), sig, body, out[0], tt(out[1])))


# ---- op generators: each takes the graph and a value, returns a new value (or None) ----

UNARY = ["abs", "exp", "tanh", "sigmoid", "floor", "ceil", "sin", "cos", "erf"]
BINARY = ["add", "sub", "mul", "maximum", "minimum"]


def g_unary(g, x):
    name, shape = x
    fn = g.rng.choice(UNARY)
    if fn in ("floor", "ceil") and not name.startswith("%arg"):
        fn = "sin"  # a computed value near an integer floors differently in f32 and f64: only exact inputs
    if fn in ("exp", "sin", "cos"):
        # exp of a tanh keeps magnitudes in range; sin/cos of a large value would
        # turn f32's rounding of it into an O(1) difference from the f64 reference
        name = g.op("tosa.tanh", [name], [tt(shape)], shape)
    return g.op("tosa." + fn, [name], [tt(shape)], shape)


def g_binary(g, x):
    name, shape = x
    other = [d if g.rng.random() < 0.7 else 1 for d in shape]
    y = g.operand(other)
    a, b = (name, y) if g.rng.random() < 0.5 else (y, name)
    sa, sb = (shape, other) if a == name else (other, shape)
    fn = g.rng.choice(BINARY)
    ops, types = [a, b], [tt(sa), tt(sb)]
    if fn == "mul":
        sh = g.fresh()
        g.lines.append('%s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>' % sh)
        ops.append(sh)
        types.append("tensor<1xi8>")
    return g.op("tosa." + fn, ops, types, shape)


def g_positive(g, x):
    """log, rsqrt, reciprocal and pow of a positive value: |x| + 0.25."""
    name, shape = x
    a = g.op("tosa.abs", [name], [tt(shape)], shape)
    c = g.const([1] * len(shape), [0.25])
    p = g.op("tosa.add", [a, c], [tt(shape), tt([1] * len(shape))], shape)
    fn = g.rng.choice(["log", "rsqrt", "reciprocal", "pow"])
    if fn == "pow":
        e = g.const([1] * len(shape), [g.rng.choice([0.5, 2.0, -1.5, 3.0])])
        return g.op("tosa.pow", [p, e], [tt(shape), tt([1] * len(shape))], shape)
    return g.op("tosa." + fn, [p], [tt(shape)], shape)


def g_pad(g, x):
    name, shape = x
    pads = [g.rng.randint(0, 3) for _ in range(2 * len(shape))]
    s = g.shape_const(pads)
    v = g.const([1], [g.rng.choice([0.0, -1.0, 2.5])])
    out = [d + pads[2 * k] + pads[2 * k + 1] for k, d in enumerate(shape)]
    return g.op("tosa.pad", [name, s, v], [tt(shape), "!tosa.shape<%d>" % (2 * len(shape)), tt([1])], out)


def g_clamp(g, x):
    lo = round(g.rng.uniform(-1.5, 0), 2)
    hi = round(g.rng.uniform(0, 1.5), 2)
    return g.op("tosa.clamp", [x[0]], [tt(x[1])], x[1], "max_val = %r : f32, min_val = %r : f32" % (hi, lo))


def g_reduce(g, x):
    name, shape = x
    axis = g.rng.randrange(len(shape))
    out = list(shape)
    out[axis] = 1
    fn = g.rng.choice(["sum", "max", "min"])
    return g.op("tosa.reduce_" + fn, [name], [tt(shape)], out, "axis = %d : i32" % axis)


def g_transpose(g, x):
    name, shape = x
    perm = list(range(len(shape)))
    g.rng.shuffle(perm)
    return g.op("tosa.transpose", [name], [tt(shape)], [shape[p] for p in perm],
                "perms = array<i32: %s>" % ", ".join(map(str, perm)))


def factor(rng, n, rank):
    dims = []
    for _ in range(rank - 1):
        divs = [d for d in range(1, n + 1) if n % d == 0]
        d = rng.choice(divs)
        dims.append(d)
        n //= d
    dims.append(n)
    return dims


def g_reshape(g, x):
    name, shape = x
    out = factor(g.rng, int(np.prod(shape)), g.rng.randint(1, 4))
    s = g.shape_const(out)
    return g.op("tosa.reshape", [name, s], [tt(shape), "!tosa.shape<%d>" % len(out)], out)


def g_slice(g, x):
    name, shape = x
    start = [g.rng.randrange(d) for d in shape]
    size = [g.rng.randint(1, d - s) for d, s in zip(shape, start)]
    a, b = g.shape_const(start), g.shape_const(size)
    r = "!tosa.shape<%d>" % len(shape)
    return g.op("tosa.slice", [name, a, b], [tt(shape), r, r], size)


def g_concat(g, x):
    name, shape = x
    axis = g.rng.randrange(len(shape))
    other = list(shape)
    other[axis] = g.rng.randint(1, 4)
    y = g.operand(other)
    out = list(shape)
    out[axis] += other[axis]
    return g.op("tosa.concat", [name, y], [tt(shape), tt(other)], out, "axis = %d : i32" % axis)


def to_rank(g, x, rank):
    name, shape = x
    if len(shape) == rank:
        return x
    n = int(np.prod(shape))
    out = factor(g.rng, n, rank)
    s = g.shape_const(out)
    return (g.op("tosa.reshape", [name, s], [tt(shape), "!tosa.shape<%d>" % rank], out), out)


def zp(g):
    return g.const([1], [0.0])


def g_matmul(g, x):
    name, (n, h, c) = to_rank(g, x, 3)
    w = g.rng.choice([1, 3, 8, 17, 33, 50])
    b = g.operand([n, c, w])
    z = zp(g)
    return g.op("tosa.matmul", [name, b, z, z], [tt([n, h, c]), tt([n, c, w]), tt([1]), tt([1])], [n, h, w])


def window(g, size):
    k = g.rng.randint(1, min(size, 3))
    s = g.rng.randint(1, 2)
    p0, p1 = g.rng.randrange(k), g.rng.randrange(k)
    out = (size + p0 + p1 - k) // s + 1
    return k, s, p0, p1, out


def g_pool(g, x):
    name, (n, h, w, c) = to_rank(g, x, 4)
    kh, sh, pt, pb, oh = window(g, h)
    kw, sw, pl, pr, ow = window(g, w)
    props = "kernel = array<i64: %d, %d>, pad = array<i64: %d, %d, %d, %d>, stride = array<i64: %d, %d>" % (
        kh, kw, pt, pb, pl, pr, sh, sw)
    if g.rng.random() < 0.5:
        return g.op("tosa.max_pool2d", [name], [tt([n, h, w, c])], [n, oh, ow, c], props)
    z = zp(g)
    return g.op("tosa.avg_pool2d", [name, z, z], [tt([n, h, w, c]), tt([1]), tt([1])], [n, oh, ow, c],
                "acc_type = f32, " + props)


def g_conv(g, x):
    name, (n, h, w, c) = to_rank(g, x, 4)
    kh, sh, pt, pb, _ = window(g, h)
    kw, sw, pl, pr, _ = window(g, w)
    dh = dw = 1
    oh = (h + pt + pb - kh) // sh + 1
    ow = (w + pl + pr - kw) // sw + 1
    z = zp(g)
    props = "acc_type = f32, dilation = array<i64: %d, %d>, pad = array<i64: %d, %d, %d, %d>, stride = array<i64: %d, %d>" % (
        dh, dw, pt, pb, pl, pr, sh, sw)
    if g.rng.random() < 0.5:
        oc = g.rng.choice([1, 3, 8, 17, 32])
        wt, bias = g.const([oc, kh, kw, c]), g.const([oc])
        return g.op("tosa.conv2d", [name, wt, bias, z, z],
                    [tt([n, h, w, c]), tt([oc, kh, kw, c]), tt([oc]), tt([1]), tt([1])], [n, oh, ow, oc], props)
    m = g.rng.randint(1, 3)
    wt, bias = g.const([kh, kw, c, m]), g.const([c * m])
    return g.op("tosa.depthwise_conv2d", [name, wt, bias, z, z],
                [tt([n, h, w, c]), tt([kh, kw, c, m]), tt([c * m]), tt([1]), tt([1])], [n, oh, ow, c * m], props)


GENERATORS = [(g_unary, 3), (g_binary, 4), (g_positive, 1), (g_clamp, 1), (g_reduce, 1), (g_transpose, 1),
              (g_reshape, 1), (g_slice, 1), (g_pad, 1), (g_concat, 1), (g_matmul, 2), (g_pool, 1), (g_conv, 2)]


def make_program(rng):
    g = Graph(rng)
    # mostly small dims, sometimes wide ones (vector lengths, GEMM tiles, tails)
    shape = [rng.choice([1, 2, 3, 5, 7]) if rng.random() < 0.7 else rng.randint(8, 40)
             for _ in range(rng.randint(1, 4))]
    while int(np.prod(shape)) > 20000:
        shape[shape.index(max(shape))] //= 2
    x = (g.arg(shape), shape)
    fns = [f for f, w in GENERATORS for _ in range(w)]
    for _ in range(rng.randint(2, 8)):
        y = rng.choice(fns)(g, x)
        x = g.vals[-1] if y is None else next(v for v in g.vals if v[0] == y)
        if int(np.prod(x[1])) > 50000:
            break
    return g, x


def run(cmd, env=None):
    """(exit code, output); a hang is exit code -1 (counted as a crash)."""
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=60)
    except subprocess.TimeoutExpired:
        return -1, "timed out after 60 s"
    return p.returncode, p.stdout + p.stderr


def close(got, want, rtol):
    finite = np.abs(want[np.isfinite(want)])
    tol = rtol * (1 + (finite.max() if finite.size else 0))
    same_special = (np.isnan(got) == np.isnan(want)) & (np.isinf(want) <= (got == want))
    ok = np.isfinite(want) & np.isfinite(got)
    err = np.abs(got[ok] - want[ok]).max() if ok.any() else 0.0
    return bool(same_special.all() and err <= tol), float(err), float(tol)


def check(i, rng, args, tmp, counts, refusals):
    g, out = make_program(rng)
    text = g.text(out)
    unit = os.path.join(tmp, "p%d.mlir" % i)
    with open(unit, "w") as f:
        f.write(text)
    try:
        want = ref_eval.evaluate(text, [a.astype(np.float64) for a in g.inputs])[0]
    except ref_eval.Unsupported as e:
        counts["no reference"] += 1
        return None, "reference: %s" % e
    tcp = os.path.join(tmp, "p%d.tcp" % i)
    rc, msg = run([args.mlir2c, unit, "-o", tcp])
    if rc == 1 and re.search(r"\.mlir:\d+:\d+: error: ", msg):
        counts["refused"] += 1
        refusals[re.sub(r"^.*?error: ", "", msg.splitlines()[0])[:100]] += 1
        return None, None
    if rc != 0:
        return "crash", "mlir2c exit %d: %s" % (rc, msg.strip()[:300])
    ins = []
    for k, a in enumerate(g.inputs):
        p = os.path.join(tmp, "p%d.in%d.npy" % (i, k))
        write_npy(p, list(a.shape), [float(v) for v in a.ravel()])
        ins.append(p)
    results = {}
    for isa in ("native", "scalar"):
        res = os.path.join(tmp, "p%d.%s.npy" % (i, isa))
        env = dict(os.environ)
        if isa == "scalar":
            env["NPK_MAX_ISA"] = "scalar"
        rc, msg = run([args.npk_run, tcp] + ins + ["--quiet", "--output", res], env)
        if rc != 0:
            return "crash", "npk-run (%s) exit %d on what mlir2c accepted: %s" % (isa, rc, msg.strip()[:300])
        _, _, vals = read_npy(res)
        results[isa] = np.array(vals, np.float64)
    want = np.asarray(want, np.float64).ravel()
    if results["native"].size != want.size:
        return "wrong", "%d elements, reference %d" % (results["native"].size, want.size)
    ok, err, tol = close(results["native"], want, REF_TOL)
    if not ok:
        return "wrong", "vs float64 reference: max |error| %.3g > %.3g" % (err, tol)
    ok, err, tol = close(results["native"], results["scalar"], ISA_TOL)
    if not ok:
        return "isa disagree", "fast paths vs scalar: max |difference| %.3g > %.3g" % (err, tol)
    counts["checked"] += 1
    if args.emit_seeds:
        emit_seeds(args.emit_seeds, "gen_s%d_p%d" % (args.seed, i), text, tcp, g.inputs)
    return None, None


def emit_seeds(d, name, text, tcp, inputs):
    """Fuzz seeds from a checked program (small ones: libFuzzer's 64 KiB limit):
    the MLIR for the mlir target, and the bundle followed by its input bytes
    (fuzz_bundle.c's input format) for the bundle target."""
    with open(tcp, "rb") as f:
        bundle = f.read() + b"".join(np.asarray(a, "<f4").tobytes() for a in inputs)
    for sub, data in (("mlir", text.encode()), ("bundle", bundle)):
        if len(data) <= 65536:
            os.makedirs(os.path.join(d, sub), exist_ok=True)
            with open(os.path.join(d, sub, name), "wb") as f:
                f.write(data)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    ap.add_argument("--mlir2c", required=True)
    ap.add_argument("--npk-run", required=True)
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--keep", default=None, help="directory for failing programs (default: a new temp dir)")
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--emit-seeds", metavar="DIR", help="write each checked program as fuzz seeds to DIR/mlir and DIR/bundle")
    args = ap.parse_args()
    counts = collections.Counter()
    refusals = collections.Counter()
    failures = []
    with tempfile.TemporaryDirectory(prefix="gen_graphs_") as tmp:
        for i in range(args.count):
            rng = random.Random(args.seed * 1000003 + i)
            counts["generated"] += 1
            kind, why = check(i, rng, args, tmp, counts, refusals)
            if kind:
                counts[kind] += 1
                keep = args.keep or tempfile.mkdtemp(prefix="gen_graphs_fail_")
                args.keep = keep
                os.makedirs(keep, exist_ok=True)
                for f in os.listdir(tmp):
                    if f.startswith("p%d." % i):
                        os.replace(os.path.join(tmp, f), os.path.join(keep, f))
                failures.append("program %d (seed %d): %s: %s" % (i, args.seed, kind, why))
            elif args.verbose and why:
                print("program %d: %s" % (i, why))
    print("gen_graphs: seed %d: %d generated, %d checked (reference and fast-vs-scalar agree), %d refused by mlir2c, "
          "%d without a reference, %d wrong, %d isa disagree, %d crash" % (
              args.seed, counts["generated"], counts["checked"], counts["refused"], counts["no reference"],
              counts["wrong"], counts["isa disagree"], counts["crash"]))
    for msg, n in refusals.most_common(10):
        print("  refused %4d  %s" % (n, msg))
    for f in failures:
        print("  FAIL " + f)
    if failures:
        print("  failing programs and their inputs are in %s" % args.keep)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
