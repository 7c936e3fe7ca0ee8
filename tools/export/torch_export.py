#!/usr/bin/python3
"""torch_export.py - a torch.nn.Module to ONNX (through torch.onnx.export) or to MLIR (torch.fx), for mlir2c.

    torch_export.py MODULE_SPEC [--weights STATE_DICT | --weights-from-tcf FILE.mlir]
                    --input-shape 1x3x32x32[,1x16:i64...] -o out.onnx [--opset N] [--dynamo]
    torch_export.py ... -o out.mlir [--dialect tosa|tcf] [--int8 --calib DATA ...]
                    [--tosa-syntax llvm19|new|old] [--resources | --weights-bin W.bin] [--func NAME]
    mlir2c out.onnx -o out.tcp        (or out.mlir)

Which route: -o out.onnx is the one for float models: PyTorch's own exporter runs
the model, so Python control flow, shape checks and every torch function it knows
resolve (docs/onnx.md lists the operators mlir2c reads). This tool then only adds
the module loading, --weights and one-line errors around torch.onnx.export (opset
--opset, default 17; --dynamo passes dynamo=True where the PyTorch has it, which
writes opset 18 and later). -o out.mlir is the torch.fx walker below: kept for the
calibrated int8 export (--int8, which ONNX's route does not do the npk way) and for
the modules docs/real-models.md lists.

MODULE_SPEC is FILE.py:EXPR, EXPR evaluated in that file's namespace, e.g.
    tools/mnist/models.py:build('mlp')      tests/x.py:Net()
-o must name a .onnx or a .mlir file (any other name is refused: mlir2c turns
either into a .tcp bundle or C tables).

--weights loads a state dict saved with torch.save (a whole module saved with
torch.save(model), or a checkpoint dict holding the state dict under "state_dict"
or "model", is taken too: its parameters are used); --weights-from-tcf takes the
constants of an mlir2c TCF file in order (as tools/mnist/export_tcf.py writes them,
a Linear's weight may be stored transposed). Without either, the module's own
(random or already loaded) parameters are used.

--dialect tosa (the default; fx_export.py, nn_lower.py, seq_lower.py, tosa_writer.py) covers
convs of any groups, transposed convs, BatchNorm (folded), pools and adaptive pools,
padding, resize, concat/split/slicing, the usual activations, GELU, softmax,
LayerNorm, matmul and attention (nn.MultiheadAttention too), Embedding, LSTM/GRU
(unrolled), reshapes and reductions, several inputs and outputs: the table is in
docs/real-models.md. Integer inputs (Embedding indices) are given as SHAPE:i64 and
declared i32. --tosa-syntax llvm19 (default) verifies with mlir-opt-19; new is
TOSA 1.0; old is torch-mlir's older generic form. --weights-bin writes the weights
raw to a file and names them in the MLIR (models/tools/attach_weights.c joins them).

--dialect tcf handles the MNIST subset: Linear, Conv2d, ReLU, Tanh, Sigmoid,
MaxPool2d/AvgPool2d, Flatten, Dropout, Identity, Softmax/LogSoftmax, add/mul, views
(tosa takes all of these too; tcf was the default before 2027-01).

--int8 --calib DATA (quantize.py) writes post-training int8 TOSA instead: int8
per-channel weights, int8 per-tensor activations calibrated on DATA (an IDX file of
uint8 images, fed as uint8 / 255 like npk-run does, or a float .npy [N, ...]; the
first --calib-count samples), --calib-method minmax|percentile, --int16-act
LAYER,... (see docs/INT8.md). Only the llvm19 spelling; one float input.

What cannot be exported stops with exit 1 and one line naming the module (or
function) and the op, never a traceback; so does an --input-shape the module cannot
run on (it is run once on zeros of that shape first). While --int8 calibrates, a
line on stderr says so when stderr is a terminal.
"""
import argparse
import contextlib
import io
import operator
import os
import runpy
import sys
import time

import numpy as np
import torch
import torch.fx
import torch.nn.functional as F
from torch import nn
from torch.fx.passes.shape_prop import ShapeProp

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tosa_writer import ExportError  # noqa: E402


def load_module(spec):
    if ":" not in spec:
        raise ExportError("MODULE_SPEC must be FILE.py:EXPR, got %r" % spec)
    path, expr = spec.split(":", 1)
    sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
    namespace = runpy.run_path(path)
    module = eval(expr, namespace)  # noqa: S307 - the user's own model file
    if not isinstance(module, nn.Module):
        raise ExportError("%s did not give a torch.nn.Module" % expr)
    return module


def tcf_constants(path):
    """The hex dense constants of a TCF file, in order."""
    import re
    pat = re.compile(r'=\s*arith\.constant dense<"0x([0-9A-Fa-f]*)">\s*:\s*tensor<([0-9x]+)xf32>')
    out = []
    with open(path) as f:
        for line in f:
            m = pat.search(line)
            if m:
                shape = [int(d) for d in m.group(2).split("x")]
                out.append(np.frombuffer(bytes.fromhex(m.group(1)), "<f4").reshape(shape))
    return out


def load_tcf_weights(module, path):
    consts = tcf_constants(path)
    params = list(module.state_dict().items())
    if len(consts) != len(params):
        raise ExportError("%s has %d constants but the module has %d parameters" % (path, len(consts), len(params)))
    sd = {}
    for (name, p), c in zip(params, consts):
        if tuple(c.shape) == tuple(p.shape):
            sd[name] = torch.from_numpy(c.copy())
        elif c.ndim == 2 and tuple(c.T.shape) == tuple(p.shape):
            sd[name] = torch.from_numpy(c.T.copy())
        else:
            raise ExportError("%s: constant of shape %s does not fit %s %s" % (path, c.shape, name, tuple(p.shape)))
    module.load_state_dict(sd)


def ttype(shape):
    return "tensor<%sf32>" % "".join("%dx" % d for d in shape) if shape else "tensor<f32>"


def pair(v):
    return tuple(v) if isinstance(v, (tuple, list)) else (v, v)


class Writer:
    """Collects function-body lines and constants for one dialect."""

    def __init__(self, dialect, syntax, resources):
        self.dialect, self.old, self.resources = dialect, syntax == "old", resources
        self.lines, self.blobs, self.n = [], [], 0
        self.loc = None  # the module path the next ops get as loc("..."): mlir2c's debug names

    def at(self):
        return ' loc("%s")' % self.loc.replace("\\", "\\\\").replace('"', '\\"') if self.loc else ""

    def fresh(self):
        self.n += 1
        return "%%%d" % (self.n - 1)

    def const(self, array, hint="cst"):
        a = np.ascontiguousarray(np.asarray(array, dtype=np.float32))
        name = "%%%s_%d" % (hint, len(self.blobs) + self.n)
        self.n += 1
        if self.resources:
            key = "torch_tensor_%d_%s" % (len(self.blobs), "_".join(str(d) for d in a.shape) or "scalar")
            self.blobs.append((key, "0x04000000" + a.astype("<f4").tobytes().hex().upper()))
            lit = "dense_resource<%s>" % key
        else:
            self.blobs.append(None)
            lit = 'dense<"0x%s">' % a.astype("<f4").tobytes().hex().upper()
        if self.dialect == "tosa":
            key = "value" if self.old else "values"
            wrap = "{%s = %s : %s}" if self.old else "<{%s = %s : %s}>"
            self.lines.append('%s = "tosa.const"() %s : () -> %s%s' % (name, wrap % (key, lit, ttype(a.shape)), ttype(a.shape), self.at()))
        else:
            self.lines.append("%s = arith.constant %s : %s%s" % (name, lit, ttype(a.shape), self.at()))
        return name

    def op(self, text):
        r = self.fresh()
        self.lines.append("%s = %s%s" % (r, text, self.at()))
        return r


# ---------------------------------------------------------------- TCF
class Tcf:
    def __init__(self, w):
        self.w = w

    def linear(self, x, xs, weight, bias, ys):
        wt = self.w.const(weight.T, "w")
        r = self.w.op("tcf.matmul %s, %s : (%s, %s) -> %s" % (x, wt, ttype(xs), ttype(weight.T.shape), ttype(ys)))
        if bias is not None:
            b = self.w.const(bias, "b")
            r = self.w.op("tcf.add %s, %s : (%s, %s) -> %s" % (r, b, ttype(ys), ttype(bias.shape), ttype(ys)))
        return r

    def conv(self, x, xs, weight, bias, stride, padding, dilation, groups, ys):
        wc = self.w.const(weight, "w")
        ops = [x, wc]
        types = [ttype(xs), ttype(weight.shape)]
        if bias is not None:
            ops.append(self.w.const(bias, "b"))
            types.append(ttype(bias.shape))
        ph, pw = padding
        return self.w.op("tcf.conv_2d_nchw %s {stride = [%d, %d], padding = [%d, %d, %d, %d], dilation = [%d, %d], "
                         "groups = %d : i64} : (%s) -> %s" % (", ".join(ops), stride[0], stride[1], ph, pw, ph, pw,
                                                               dilation[0], dilation[1], groups, ", ".join(types), ttype(ys)))

    def unary(self, name, x, xs):
        return self.w.op("tcf.%s %s : (%s) -> %s" % (name, x, ttype(xs), ttype(xs)))

    def pool(self, kind, x, xs, k, s, p, ys, cip):
        extra = ", count_include_pad = %s" % ("true" if cip else "false") if kind == "avg" else ""
        return self.w.op("tcf.%s_pool_2d %s {kernel = [%d, %d], stride = [%d, %d], padding = [%d, %d]%s} : (%s) -> %s"
                         % (kind, x, k[0], k[1], s[0], s[1], p[0], p[1], extra, ttype(xs), ttype(ys)))

    def reshape(self, x, xs, ys):
        return self.w.op("tcf.reshape %s : (%s) -> %s" % (x, ttype(xs), ttype(ys)))

    def softmax(self, x, xs, axis, log):
        return self.w.op("tcf.%ssoftmax %s {axis = %d : i64} : (%s) -> %s" % ("log_" if log else "", x, axis, ttype(xs), ttype(xs)))

    def binary(self, name, a, ash, b, bsh, ys):
        return self.w.op("tcf.%s %s, %s : (%s, %s) -> %s" % (name, a, b, ttype(ash), ttype(bsh), ttype(ys)))


def parse_inputs(spec):
    """'1x3x32x32' or '1x32:i64,1x8' -> [(shape, dtype)]."""
    out = []
    for part in spec.split(","):
        shape, _, dtype = part.strip().partition(":")
        dtype = dtype or "f32"
        if dtype not in ("f32", "i32", "i64"):
            raise ExportError("input type %r (f32, i32 or i64)" % dtype)
        try:
            out.append(([int(v) for v in shape.split("x")], dtype))
        except ValueError:
            raise ExportError("bad input shape %r (want e.g. 1x3x32x32 or 1x32:i64)" % part)
    return out


def resources_section(blobs):
    if not blobs:
        return ""
    lines = ["", "{-#", "  dialect_resources: {", "    builtin: {"]
    lines += ['      %s: "0x04000000%s"%s' % (k, np.ascontiguousarray(a, "<f4").tobytes().hex().upper(),
                                              "," if i + 1 < len(blobs) else "") for i, (k, a) in enumerate(blobs)]
    lines += ["    }", "  }", "#-}"]
    return "\n".join(lines) + "\n"


def export(module, input_shape, dialect="tcf", syntax="llvm19", resources=False, func="forward", weights_bin=None):
    """MLIR text for `module` on inputs of `input_shape`: one shape (list of ints) or
    a list of (shape, dtype). TOSA: weights_bin (a path) stores the dense_resource
    blobs there instead of in the text (tools/export/README: attach at build time)."""
    if dialect == "tosa":
        import fx_export
        inputs = [(list(input_shape), "f32")] if input_shape and isinstance(input_shape[0], int) else list(input_shape)
        text, blobs = fx_export.export_tosa(module, inputs, syntax, resources or weights_bin is not None, func)
        if weights_bin is None:
            return text + resources_section(blobs)
        with open(weights_bin + ".tmp", "wb") as f:
            for _, a in blobs:
                f.write(np.ascontiguousarray(a, "<f4").tobytes())
        os.replace(weights_bin + ".tmp", weights_bin)
        return text + "".join("// npk-weights: %s %d\n" % (k, a.size * 4) for k, a in blobs)
    if not (input_shape and isinstance(input_shape[0], int)):
        raise ExportError("the TCF dialect takes one f32 input; use --dialect tosa")
    return export_tcf(module, input_shape, syntax, resources, func)


def export_tcf(module, input_shape, syntax, resources, func):
    """MLIR text (TCF dialect) for `module` on one input of `input_shape` (static)."""
    dialect = "tcf"
    module = module.eval()
    gm = torch.fx.symbolic_trace(module)
    example = torch.zeros(input_shape)
    ShapeProp(gm).propagate(example)
    w = Writer(dialect, syntax, resources)
    d = Tcf(w)
    mods = dict(gm.named_modules())
    env, shape = {}, {}

    def shp(node):
        return list(node.meta["tensor_meta"].shape)

    def param(target):
        obj = gm
        for part in target.split("."):
            obj = getattr(obj, part)
        return obj.detach().numpy()

    def arg(a):
        if isinstance(a, torch.fx.Node):
            return env[a], shape[a]
        raise ExportError("unsupported argument %r" % (a,))

    def number_or_tensor(a, like_shape):
        if isinstance(a, torch.fx.Node):
            return arg(a)
        return w.const(np.full([1] * len(like_shape) if dialect == "tosa" else [], a, np.float32), "k"), \
            [1] * len(like_shape) if dialect == "tosa" else []

    def axis_of(a, rank):
        a = -1 if a is None else a
        return a + rank if a < 0 else a

    ret = None
    for node in gm.graph.nodes:
        t = node.target
        if node.op == "placeholder":
            env[node], shape[node] = "%" + node.name, list(input_shape)
            continue
        if node.op == "output":
            ret = node.args[0]
            if not isinstance(ret, torch.fx.Node):
                raise ExportError("only one tensor result is supported")
            continue
        ys = shp(node)
        kind = None
        w.loc = t if node.op == "call_module" else node.name
        if node.op == "call_module":
            m = mods[t]
            x, xs = arg(node.args[0])
            if isinstance(m, nn.Linear):
                r = d.linear(x, xs, m.weight.detach().numpy(), None if m.bias is None else m.bias.detach().numpy(), ys)
            elif isinstance(m, nn.Conv2d):
                if m.padding_mode != "zeros" or isinstance(m.padding, str):
                    raise ExportError("%s: only numeric zero padding is supported" % t)
                r = d.conv(x, xs, m.weight.detach().numpy(), None if m.bias is None else m.bias.detach().numpy(),
                           pair(m.stride), pair(m.padding), pair(m.dilation), m.groups, ys)
            elif isinstance(m, nn.ReLU):
                r = d.unary("relu", x, xs)
            elif isinstance(m, (nn.Tanh, nn.Sigmoid)):
                r = d.unary("tanh" if isinstance(m, nn.Tanh) else "sigmoid", x, xs)
            elif isinstance(m, (nn.MaxPool2d, nn.AvgPool2d)):
                if m.ceil_mode or (isinstance(m, nn.MaxPool2d) and pair(m.dilation) != (1, 1)):
                    raise ExportError("%s: ceil_mode and dilation are not supported" % t)
                kind = "max" if isinstance(m, nn.MaxPool2d) else "avg"
                stride = m.stride if m.stride is not None else m.kernel_size
                r = d.pool(kind, x, xs, pair(m.kernel_size), pair(stride), pair(m.padding), ys,
                           getattr(m, "count_include_pad", True))
            elif isinstance(m, nn.Flatten):
                r = d.reshape(x, xs, ys)
            elif isinstance(m, (nn.Dropout, nn.Identity)):
                r = x
            elif isinstance(m, (nn.Softmax, nn.LogSoftmax)):
                r = d.softmax(x, xs, axis_of(m.dim, len(xs)), isinstance(m, nn.LogSoftmax))
            else:
                raise ExportError("unsupported module %s (%s)" % (t, type(m).__name__))
        elif node.op == "call_function" or node.op == "call_method":
            name = t if isinstance(t, str) else getattr(t, "__name__", str(t))
            kw = node.kwargs
            if name in ("relu", "tanh", "sigmoid"):
                x, xs = arg(node.args[0])
                r = d.unary(name, x, xs)
            elif name in ("flatten", "view", "reshape"):
                x, xs = arg(node.args[0])
                r = d.reshape(x, xs, ys)
            elif name in ("softmax", "log_softmax"):
                x, xs = arg(node.args[0])
                dim = node.args[1] if len(node.args) > 1 else kw.get("dim")
                r = d.softmax(x, xs, axis_of(dim, len(xs)), name == "log_softmax")
            elif name in ("dropout",):
                r, _ = arg(node.args[0])
            elif name in ("max_pool2d", "avg_pool2d"):
                x, xs = arg(node.args[0])
                k = pair(node.args[1] if len(node.args) > 1 else kw["kernel_size"])
                s = node.args[2] if len(node.args) > 2 else kw.get("stride")
                s = pair(s) if s else k
                p = pair(node.args[3] if len(node.args) > 3 else kw.get("padding", 0))
                r = d.pool(name[:3], x, xs, k, s, p, ys, kw.get("count_include_pad", True))
            elif name == "linear":
                x, xs = arg(node.args[0])
                wn = node.args[1]
                bn = node.args[2] if len(node.args) > 2 else kw.get("bias")
                if wn.op != "get_attr" or (bn is not None and bn.op != "get_attr"):
                    raise ExportError("F.linear needs parameters as weight and bias")
                r = d.linear(x, xs, param(wn.target), None if bn is None else param(bn.target), ys)
            elif name in ("add", "mul", "iadd", "imul"):
                op = "add" if "add" in name else "mul"
                a0, a1 = node.args[0], node.args[1]
                if not isinstance(a0, torch.fx.Node):
                    a0, a1 = a1, a0
                a, ash = arg(a0)
                b, bsh = number_or_tensor(a1, ash)
                r = d.binary(op, a, ash, b, bsh, ys)
            else:
                raise ExportError("unsupported function %s" % name)
        elif node.op == "get_attr":
            continue
        else:
            raise ExportError("unsupported node %s" % node.op)
        env[node], shape[node] = r, ys

    if ret is None or ret not in env:
        raise ExportError("the module returns nothing the exporter produced")
    arg_name = [n for n in gm.graph.nodes if n.op == "placeholder"]
    if len(arg_name) != 1:
        raise ExportError("only modules with one input are supported")
    out_shape = shape[ret]
    lines = ["// Exported by tools/export/torch_export.py (%s dialect)" % dialect,
             'module attributes {torch.debug_module_name = "%s"} {' % type(module).__name__,
             "  func.func @%s(%%%s: %s) -> %s {" % (func, arg_name[0].name, ttype(list(input_shape)), ttype(out_shape))]
    lines += ["    " + line for line in w.lines]
    lines.append("    return %s : %s" % (env[ret], ttype(out_shape)))
    lines += ["  }", "}"]
    blobs = [b for b in w.blobs if b]
    if blobs:
        lines += ["", "{-#", "  dialect_resources: {", "    builtin: {"]
        lines += ['      %s: "%s"%s' % (k, v, "," if i + 1 < len(blobs) else "") for i, (k, v) in enumerate(blobs)]
        lines += ["    }", "  }", "#-}"]
    return "\n".join(lines) + "\n"


def load_calibration(path, input_shape, count):
    """[count, *input_shape[1:]] float32 samples from an IDX (uint8 / 255) or .npy file."""
    if path.endswith(".npy"):
        a = np.load(path).astype(np.float32)
    else:
        with open(path, "rb") as f:
            data = f.read()
        if len(data) < 4 or data[:3] != b"\0\0\x08":
            raise ExportError("%s: not an IDX file of uint8 (or give a .npy)" % path)
        nd = data[3]
        dims = [int.from_bytes(data[4 + 4 * i:8 + 4 * i], "big") for i in range(nd)]
        a = np.frombuffer(data, np.uint8, offset=4 + 4 * nd).astype(np.float32) / np.float32(255.0)
        a = a.reshape(dims)
    per = int(np.prod(input_shape[1:]))
    if a.size % per:
        raise ExportError("%s: %d values are not whole samples of %s" % (path, a.size, input_shape[1:]))
    a = a.reshape([-1] + list(input_shape[1:]))
    return a[:count]


def check_output_name(path):
    """-o must be a .onnx or .mlir name: mlir2c makes the rest."""
    base, ext = os.path.splitext(path)
    if ext.lower() in (".mlir", ".onnx"):
        return
    if ext.lower() in (".tcp", ".c", ".h"):
        raise ExportError("-o %s: torch_export writes ONNX or MLIR; give a .onnx name, then run: mlir2c %s.onnx -o %s"
                          % (path, base, path))
    raise ExportError("-o %s: torch_export writes a .onnx (or .mlir) file (then mlir2c FILE.onnx -o FILE.tcp)" % path)


def export_onnx(module, inputs, path, opset, dynamo):
    """torch.onnx.export on zeros of the input shapes (it runs the model, so any
    Python the forward pass holds resolves), written atomically; its failure is
    one line."""
    import warnings
    dt = {"f32": torch.float32, "i32": torch.int32, "i64": torch.int64}
    xs = tuple(torch.zeros(shape, dtype=dt[d]) for shape, d in inputs)
    names = ["input_%d" % i for i in range(len(xs))] if len(xs) > 1 else ["input"]
    kwargs = {"opset_version": opset, "input_names": names, "do_constant_folding": True}
    if dynamo:
        import inspect
        if "dynamo" not in inspect.signature(torch.onnx.export).parameters:
            raise ExportError("--dynamo: PyTorch %s has no dynamo exporter (torch.onnx.export(..., dynamo=True) "
                              "came with 2.5)" % torch.__version__)
        kwargs["dynamo"] = True
    tmp = path + ".tmp"
    try:
        with torch.no_grad(), warnings.catch_warnings(), contextlib.redirect_stderr(io.StringIO()), \
                contextlib.redirect_stdout(io.StringIO()):
            warnings.simplefilter("ignore")
            torch.onnx.export(module.eval(), xs, tmp, **kwargs)
    except Exception as e:  # noqa: BLE001 - whatever the exporter raises, one line
        if os.path.exists(tmp):
            os.remove(tmp)
        msg = [l.strip() for l in str(e).strip().splitlines() if l.strip()]
        raise ExportError("torch.onnx.export: %s: %s" % (type(e).__name__, msg[0] if msg else ""))
    os.replace(tmp, path)


def load_weights(module, path):
    """--weights: a state dict, a whole module saved with torch.save(model), or a
    checkpoint dict holding the state dict under "state_dict" or "model"."""
    try:
        obj = torch.load(path, map_location="cpu")
    except FileNotFoundError:
        raise ExportError("--weights %s: no such file" % path)
    except Exception as e:  # noqa: BLE001 - unpickling a module whose class is not importable, a bad file
        msg = str(e).strip().splitlines()
        raise ExportError("--weights %s: cannot load it (%s: %s); save the state dict with "
                          "torch.save(model.state_dict(), PATH)" % (path, type(e).__name__, msg[0] if msg else ""))
    if isinstance(obj, nn.Module):
        obj = obj.state_dict()
    elif isinstance(obj, dict) and not any(isinstance(v, torch.Tensor) for v in obj.values()):
        for key in ("state_dict", "model", "model_state_dict"):
            if isinstance(obj.get(key), dict):
                obj = obj[key]
                break
    if not isinstance(obj, dict):
        raise ExportError("--weights %s holds a %s, not a state dict (torch.save(model.state_dict(), PATH))"
                          % (path, type(obj).__name__))
    try:
        module.load_state_dict(obj)
    except RuntimeError as e:
        lines = [l.strip() for l in str(e).strip().splitlines() if l.strip()]
        raise ExportError("--weights %s does not fit %s: %s" % (path, type(module).__name__, " ".join(lines)[:400]))


def check_runs(module, inputs, spec):
    """Run the module once on zeros of the given shapes: a wrong --input-shape is
    one line naming the shape and PyTorch's reason, before any tracing."""
    dt = {"f32": torch.float32, "i32": torch.int32, "i64": torch.int64}
    xs = [torch.zeros(shape, dtype=dt[d]) for shape, d in inputs]
    try:
        with torch.no_grad(), contextlib.redirect_stderr(io.StringIO()):
            module.eval()(*xs)
    except Exception as e:  # noqa: BLE001 - whatever the module raises, one line
        msg = str(e).strip().splitlines()
        raise ExportError("--input-shape %s: %s does not run on it: %s: %s"
                          % (spec, type(module).__name__, type(e).__name__, msg[0] if msg else ""))


def export_int8_cli(module, inputs, a):
    import quantize
    if a.dialect != "tosa" or a.tosa_syntax != "llvm19" or a.resources or a.weights_bin:
        raise ExportError("--int8 writes --dialect tosa in the llvm19 spelling, weights inline")
    if len(inputs) != 1 or inputs[0][1] != "f32":
        raise ExportError("--int8 takes modules with one float input")
    if not a.calib:
        raise ExportError("--int8 needs --calib DATA")
    calib = load_calibration(a.calib, inputs[0][0], a.calib_count)
    layers = [s for s in a.int16_act.split(",") if s]
    tty = sys.stderr.isatty()
    if tty:
        print("torch_export: calibrating on %d samples of %s (%s), then quantizing..."
              % (len(calib), os.path.basename(a.calib), a.calib_method), file=sys.stderr, flush=True)
    t0 = time.time()
    text, report = quantize.export_int8(module, inputs[0][0], calib, a.calib_method, layers, a.func)
    if tty:
        print("torch_export: calibrated and quantized in %.1f s" % (time.time() - t0), file=sys.stderr, flush=True)
    if a.report:
        for line in report:
            print(line, file=sys.stderr)
    return "// calibration: %d samples of %s (%s)\n" % (len(calib), os.path.basename(a.calib), a.calib_method) + text


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    ap.add_argument("module", help="FILE.py:EXPR giving the torch.nn.Module")
    ap.add_argument("--weights", help="state dict (torch.save) to load; a whole saved module is taken too")
    ap.add_argument("--weights-from-tcf", help="take the weights from an mlir2c TCF file's constants")
    ap.add_argument("--input-shape", required=True,
                    help="static input shape(s), comma-separated, each AxBx..[:f32|i32|i64], e.g. 1x3x32x32 or 1x32:i64")
    ap.add_argument("-o", "--output", required=True,
                    help="the file to write: .onnx (torch.onnx.export; float models) or .mlir (torch.fx; --int8)")
    ap.add_argument("--opset", type=int, default=17, help="-o .onnx: the ONNX opset to export (default 17)")
    ap.add_argument("--dynamo", action="store_true",
                    help="-o .onnx: torch.onnx.export(..., dynamo=True) (PyTorch 2.5 and later)")
    ap.add_argument("--dialect", choices=["tosa", "tcf"], default="tosa",
                    help="tosa (default): every module in docs/real-models.md; tcf: the MNIST subset")
    ap.add_argument("--tosa-syntax", choices=["llvm19", "new", "old"], default="llvm19",
                    help="llvm19: generic ops as mlir-opt-19 verifies them; new: TOSA 1.0 (LLVM 21+); "
                         "old: torch-mlir's older generic form")
    ap.add_argument("--resources", action="store_true", help="weights as dense_resource blobs")
    ap.add_argument("--weights-bin", help="TOSA: write the weights to this raw f32 file (dense_resource names in the "
                                          "MLIR, '// npk-weights:' lines say their order and sizes)")
    ap.add_argument("--func", default="forward")
    ap.add_argument("--int8", action="store_true", help="post-training int8 quantization (TOSA, llvm19 spelling)")
    ap.add_argument("--calib", help="--int8: calibration inputs, IDX (uint8 images / 255) or float .npy [N, ...]")
    ap.add_argument("--calib-count", type=int, default=1000, help="--int8: use the first N calibration samples")
    ap.add_argument("--calib-method", choices=["minmax", "percentile"], default="minmax")
    ap.add_argument("--int16-act", default="", help="--int8: LAYER,... whose outputs are int16")
    ap.add_argument("--report", action="store_true", help="--int8: print each tensor's range, scale and zero point")
    a = ap.parse_args(argv)
    try:
        check_output_name(a.output)
        module = load_module(a.module)
        if a.weights:
            load_weights(module, a.weights)
        if a.weights_from_tcf:
            load_tcf_weights(module, a.weights_from_tcf)
        inputs = parse_inputs(a.input_shape)
        check_runs(module, inputs, a.input_shape)
        if a.output.lower().endswith(".onnx"):
            if a.int8:
                raise ExportError("--int8 writes calibrated int8 TOSA: give -o a .mlir name (for int8 ONNX, "
                                  "ONNX Runtime's quantizer writes QDQ models mlir2c reads)")
            export_onnx(module, inputs, a.output, a.opset, a.dynamo)
            return 0
        if a.int8:
            text = export_int8_cli(module, inputs, a)
        else:
            text = None
        shape = inputs[0][0] if a.dialect == "tcf" and len(inputs) == 1 and inputs[0][1] == "f32" else inputs
        if text is None:
            text = export(module, shape, a.dialect, a.tosa_syntax, a.resources, a.func, a.weights_bin)
    except ExportError as e:
        msg = str(e)
        if a.dialect == "tcf" and msg.startswith("unsupported "):
            msg += " (--dialect tcf is the MNIST subset; --dialect tosa, the default, covers more)"
        print("torch_export: error: %s" % msg, file=sys.stderr)
        return 1
    except Exception as e:  # noqa: BLE001 - one line, never a traceback
        msg = str(e).strip().splitlines()
        print("torch_export: error: %s: %s" % (type(e).__name__, msg[0] if msg else ""), file=sys.stderr)
        return 1
    tmp = a.output + ".tmp"
    with open(tmp, "w") as f:
        f.write(text)
    os.replace(tmp, a.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
