"""fx_export.py - walk a torch.fx graph (shapes propagated) and write TOSA.

export_tosa(module, inputs, syntax, resources, func) -> (mlir text, resource blobs)
inputs: list of (shape, dtype) with dtype "f32" or "i32"/"i64" (integer inputs,
e.g. Embedding indices, are declared i32: tosa.gather takes i32).

Anything not handled raises ExportError with one line naming the module (or
function) and the op.
"""
import dis
import inspect
import operator

import numpy as np
import torch
import torch.fx
from torch import nn
from torch.fx.passes.shape_prop import ShapeProp, TensorMetadata

import nn_lower as L
import seq_lower as S
from tosa_writer import ExportError, TosaWriter, V

ACTIVATION_MODULES = {nn.ReLU: "relu", nn.ReLU6: "relu6", nn.Sigmoid: "sigmoid", nn.Tanh: "tanh", nn.SiLU: "silu",
                      nn.Hardswish: "hardswish", nn.Hardsigmoid: "hardsigmoid"}
ACTIVATION_FUNCS = {"relu", "relu6", "sigmoid", "tanh", "silu", "hardswish", "hardsigmoid", "exp", "erf", "rsqrt",
                    "reciprocal", "log", "abs", "relu_", "gelu", "leaky_relu", "sqrt"}
PASS_THROUGH = {"dropout", "contiguous", "float", "clone", "detach", "alpha_dropout", "feature_dropout"}
BINARY = {"add": "add", "iadd": "add", "sub": "sub", "isub": "sub", "mul": "mul", "imul": "mul",
          "truediv": "div", "div": "div", "itruediv": "div", "maximum": "maximum", "minimum": "minimum", "rsub": "rsub"}
RESHAPES = {"view", "reshape", "flatten", "squeeze", "unsqueeze", "unflatten"}


def _proxy_iter(self):
    """torch 1.13's Proxy.__iter__ finds the caller's UNPACK_SEQUENCE as
    instructions[f_lasti // 2], which Python 3.11's inline caches break
    ("list index out of range" on `out, _ = lstm(x)` or `q, k, v = x.chunk(3)`);
    look the instruction up by its offset instead."""
    frame = inspect.currentframe().f_back
    for inst in dis.get_instructions(frame.f_code):
        if inst.offset == frame.f_lasti:
            if inst.opname == "UNPACK_SEQUENCE":
                return (self[i] for i in range(inst.argval))
            break
    return self.tracer.iter(self)


torch.fx.Proxy.__iter__ = _proxy_iter


def pair(v, n=2):
    return tuple(v) if isinstance(v, (tuple, list)) else (v,) * n


def _np(p):
    return None if p is None else p.detach().numpy().astype(np.float32)


def _meta_shape(meta):
    if isinstance(meta, TensorMetadata):
        return [int(d) for d in meta.shape]
    return None


def _fold_batchnorms(gm, mods):
    """BatchNorm nodes whose input is a conv/linear module used only by them:
    {conv node: bn module}, and the BN nodes that become no-ops."""
    folds, skip = {}, set()
    for node in gm.graph.nodes:
        if node.op != "call_module" or not isinstance(mods[node.target], (nn.BatchNorm1d, nn.BatchNorm2d)):
            continue
        src = node.args[0]
        if (isinstance(src, torch.fx.Node) and src.op == "call_module" and len(src.users) == 1
                and isinstance(mods[src.target], (nn.Conv1d, nn.Conv2d, nn.Linear, nn.ConvTranspose2d))
                and mods[node.target].track_running_stats and mods[node.target].running_mean is not None):
            conv = mods[src.target]
            if isinstance(conv, nn.Linear) and len(src.meta["tensor_meta"].shape) != 2:
                continue  # BatchNorm1d on [N, C, L] after a Linear normalises another axis
            folds[src] = mods[node.target]
            skip.add(node)
    return folds, skip


def _fold_into(m, bn):
    """Weight and bias of conv/linear `m` with BatchNorm `bn` folded in."""
    scale, shift = L.bn_scale_shift(bn)
    w = m.weight.detach().numpy().astype(np.float64)
    b = m.bias.detach().numpy().astype(np.float64) if m.bias is not None else np.zeros(len(scale))
    if isinstance(m, nn.ConvTranspose2d):  # weight [I, O, KH, KW]
        w = w * scale.reshape(1, -1, 1, 1)
    else:
        w = w * scale.reshape([-1] + [1] * (w.ndim - 1))
    return w.astype(np.float32), (b * scale + shift).astype(np.float32)


class _Wrap(nn.Module):
    """A root module torch.fx would trace into (their forward has control flow
    on tensors) becomes a leaf call inside this wrapper."""

    def __init__(self, inner):
        super().__init__()
        self.inner = inner

    def forward(self, x):
        return self.inner(x)


LEAF_ROOTS = (nn.LSTM, nn.GRU, nn.TransformerEncoderLayer, nn.TransformerEncoder)


def _flatten(r):
    if isinstance(r, (tuple, list)):
        return [v for x in r for v in _flatten(x)]
    return [r]


class Exporter:
    def __init__(self, module, inputs, syntax, resources):
        module = module.eval()
        self.module = _Wrap(module).eval() if isinstance(module, LEAF_ROOTS) else module
        self.inputs = inputs
        self.t = TosaWriter(syntax, resources)
        try:
            self.gm = torch.fx.symbolic_trace(self.module)
            self.gm.graph.eliminate_dead_code()  # unused tuple items (an RNN's state, attention weights)
        except Exception as e:  # fx tracing: data-dependent control flow and the like
            raise ExportError("torch.fx cannot trace %s: %s" % (type(module).__name__, str(e).splitlines()[0]))
        examples = []
        for shape, dtype in inputs:
            examples.append(torch.zeros(shape, dtype=torch.float32 if dtype == "f32" else torch.int64))
        try:
            ShapeProp(self.gm).propagate(*examples)
        except Exception as e:
            raise ExportError("running %s on inputs of shapes %s failed: %s"
                              % (type(module).__name__, [s for s, _ in inputs], str(e).splitlines()[0]))
        self.mods = dict(self.gm.named_modules())
        self.folds, self.skip = _fold_batchnorms(self.gm, self.mods)
        self.env = {}

    # ---------------------------------------------------------------- values
    def val(self, a):
        if isinstance(a, torch.fx.Node):
            if a not in self.env:
                raise ExportError("%s is used before it is defined" % a.name)
            return self.env[a]
        if isinstance(a, (list, tuple)):
            return type(a)(self.val(x) for x in a)
        if isinstance(a, slice):
            return slice(self.val(a.start), self.val(a.stop), self.val(a.step))
        return a

    def tensor(self, a, like=None):
        v = self.val(a)
        if isinstance(v, V):
            return v
        if isinstance(v, (int, float)) and like is not None:
            return self.t.scalar(float(v), len(like.shape))
        raise ExportError("expected a tensor, got %r" % (v,))

    def param(self, target):
        obj = self.gm
        for part in target.split("."):
            obj = getattr(obj, part)
        return obj

    # ---------------------------------------------------------------- walk
    def run(self, func):
        t = self.t
        args = []
        placeholders = [n for n in self.gm.graph.nodes if n.op == "placeholder"]
        if len(placeholders) != len(self.inputs):
            raise ExportError("%s takes %d inputs; %d shapes were given" % (type(self.module).__name__,
                                                                           len(placeholders), len(self.inputs)))
        for node, (shape, dtype) in zip(placeholders, self.inputs):
            v = V("%" + node.name, shape, "f32" if dtype == "f32" else "i32")
            self.env[node] = v
            args.append(v)
        results = None
        for node in self.gm.graph.nodes:
            if node.op == "placeholder":
                continue
            if node.op == "output":
                results = self.val(node.args[0])
                continue
            # the ops of this node carry its name: the module path (layer1.0.conv1), else the node's
            t.loc = node.target if node.op in ("call_module", "get_attr") else node.name
            try:
                self.env[node] = self.lower(node)
            except ExportError as e:
                raise ExportError("%s: %s" % (self.where(node), e))
        flat = _flatten(results)
        for r in flat:
            if not isinstance(r, V):
                raise ExportError("%s returns %r, not a tensor" % (type(self.module).__name__, r))
        lines = ["// Exported by tools/export/torch_export.py (TOSA, %s syntax)" % t.syntax,
                 'module attributes {torch.debug_module_name = "%s"} {' % type(self.module).__name__,
                 "  func.func @%s(%s) -> (%s) {" % (func, ", ".join("%s: %s" % (a.name, a.type) for a in args),
                                                    ", ".join(r.type for r in flat))]
        lines += ["    " + line for line in t.lines]
        lines.append("    return %s : %s" % (", ".join(r.name for r in flat), ", ".join(r.type for r in flat)))
        lines += ["  }", "}"]
        return "\n".join(lines) + "\n", t.blobs

    def where(self, node):
        if node.op == "call_module":
            return "module %s (%s)" % (node.target, type(self.mods[node.target]).__name__)
        name = node.target if isinstance(node.target, str) else getattr(node.target, "__name__", str(node.target))
        return "%s %s (node %s)" % ("method" if node.op == "call_method" else "function", name, node.name)

    def lower(self, node):
        ys = None
        meta = node.meta.get("tensor_meta")
        ys = _meta_shape(meta)
        if node.op == "get_attr":
            p = self.param(node.target)
            if not isinstance(p, torch.Tensor):
                return p
            return self.t.const(p.detach().numpy().astype(np.float32), hint="p")
        if node.op == "call_module":
            return self.lower_module(node, self.mods[node.target], ys)
        name = node.target if isinstance(node.target, str) else getattr(node.target, "__name__", str(node.target))
        return self.lower_call(node, name, ys)

    # ---------------------------------------------------------------- modules
    def lower_module(self, node, m, ys):
        t = self.t
        if node in self.skip or isinstance(m, (nn.Dropout, nn.Identity, nn.Dropout2d, nn.Dropout1d)):
            return self.val(node.args[0])
        if isinstance(m, (nn.LSTM, nn.GRU)):
            if len(node.args) > 1 or node.kwargs:
                raise ExportError("an initial state (h0) is not supported")
            return S.rnn(t, m, self.tensor(node.args[0]), node.target)
        if isinstance(m, nn.MultiheadAttention):
            a = list(node.args) + [None] * 3
            q = self.tensor(a[0] if a[0] is not None else node.kwargs["query"])
            k = self.tensor(a[1] if a[1] is not None else node.kwargs["key"])
            v = self.tensor(a[2] if a[2] is not None else node.kwargs["value"])
            need = node.kwargs.get("need_weights", True) and any(
                u.op == "call_function" and u.target is operator.getitem and u.args[1] == 1 for u in node.users)
            if node.kwargs.get("average_attn_weights", True) is False and need:
                raise ExportError("average_attn_weights=False is not supported")
            return S.multihead_attention(t, m, q, k, v, node.target, need, node.kwargs)
        if isinstance(m, (nn.TransformerEncoderLayer, nn.TransformerEncoder)):
            if len(node.args) > 1 or any(v is not None for k, v in node.kwargs.items() if k != "is_causal"):
                raise ExportError("masks are not supported")
            f = S.encoder_layer if isinstance(m, nn.TransformerEncoderLayer) else S.encoder
            return f(t, m, self.tensor(node.args[0]), node.target)
        x = self.tensor(node.args[0])
        if isinstance(m, nn.Embedding):
            if x.dtype != "i32":
                raise ExportError("indices must be an integer input (give its shape as AxB:i64)")
            w = _np(m.weight)
            idx = t.reshape(x, [1, int(np.prod(x.shape))])
            g = t.gather(t.const(w.reshape(1, *w.shape), hint="emb"), idx)
            return t.reshape(g, ys)
        if isinstance(m, (nn.Linear, nn.Conv1d, nn.Conv2d, nn.ConvTranspose2d)):
            if node in self.folds:
                w, b = _fold_into(m, self.folds[node])
            else:
                w, b = _np(m.weight), _np(m.bias)
            if isinstance(m, nn.Linear):
                return L.linear(t, x, w, b, ys)
            if isinstance(m.padding, str) or m.padding_mode != "zeros":
                if isinstance(m.padding, str) and m.padding == "valid":
                    pass
                else:
                    raise ExportError("padding %r / padding_mode %r (give numeric zero padding)"
                                      % (m.padding, m.padding_mode))
            padding = (0,) * len(m.kernel_size) if isinstance(m.padding, str) else m.padding
            if isinstance(m, nn.ConvTranspose2d):
                if m.groups != 1 or tuple(m.dilation) != (1, 1):
                    raise ExportError("groups > 1 or dilation > 1 is not supported")
                return L.conv_transpose2d(t, x, w, b, m.stride, padding, m.output_padding, ys)
            if isinstance(m, nn.Conv1d):
                return L.conv1d(t, x, w, b, m.stride, padding, m.dilation, m.groups, ys)
            return L.conv2d(t, x, w, b, m.stride, padding, m.dilation, m.groups, ys)
        if isinstance(m, (nn.BatchNorm1d, nn.BatchNorm2d)):
            if m.running_mean is None:
                raise ExportError("BatchNorm without running statistics")
            scale, shift = L.bn_scale_shift(m)
            return L.channel_affine(t, x, scale.astype(np.float32), shift.astype(np.float32))
        for cls, name in ACTIVATION_MODULES.items():
            if type(m) is cls:
                return L.activation(t, name, x)
        if isinstance(m, nn.LeakyReLU):
            return L.activation(t, "leaky_relu", x, m.negative_slope)
        if isinstance(m, nn.GELU):
            return L.activation(t, "gelu", x, getattr(m, "approximate", "none"))
        if isinstance(m, (nn.Softmax, nn.LogSoftmax)):
            dim = m.dim if m.dim is not None else (0 if len(x.shape) in (0, 1, 3) else 1)
            return L.softmax(t, x, dim % len(x.shape), isinstance(m, nn.LogSoftmax))
        if isinstance(m, nn.LayerNorm):
            return L.layer_norm(t, x, len(m.normalized_shape), _np(m.weight), _np(m.bias), m.eps)
        if isinstance(m, (nn.Flatten, nn.Unflatten)):
            return t.reshape(x, ys)
        if isinstance(m, (nn.ZeroPad2d, nn.ConstantPad1d, nn.ConstantPad2d)):
            return self.pad(x, list(m.padding), getattr(m, "value", 0.0))
        if isinstance(m, (nn.MaxPool2d, nn.AvgPool2d, nn.MaxPool1d, nn.AvgPool1d)):
            kind = "max" if isinstance(m, (nn.MaxPool2d, nn.MaxPool1d)) else "avg"
            one_d = isinstance(m, (nn.MaxPool1d, nn.AvgPool1d))
            return self.pool(kind, x, m.kernel_size, m.stride, m.padding, m.ceil_mode,
                             getattr(m, "count_include_pad", False), getattr(m, "dilation", 1), ys, one_d)
        if isinstance(m, (nn.AdaptiveAvgPool2d, nn.AdaptiveMaxPool2d, nn.AdaptiveAvgPool1d)):
            kind = "max" if isinstance(m, nn.AdaptiveMaxPool2d) else "avg"
            if isinstance(m, nn.AdaptiveAvgPool1d):
                x4 = t.reshape(x, [x.shape[0], x.shape[1], 1, x.shape[2]])
                return t.reshape(L.adaptive_pool2d(t, kind, x4, [ys[0], ys[1], 1, ys[2]]), ys)
            return L.adaptive_pool2d(t, kind, x, ys)
        if isinstance(m, nn.Upsample):
            align = bool(m.align_corners) if m.align_corners is not None else False
            return self.resize(x, m.mode, align, ys)
        raise ExportError("is not supported")

    # ---------------------------------------------------------------- helpers
    def pad(self, x, pads, value):
        """PyTorch order: last dim first, (before, after) pairs."""
        if len(pads) % 2 or len(pads) // 2 > len(x.shape):
            raise ExportError("pad list %s" % (pads,))
        pairs = [[0, 0] for _ in x.shape]
        for i in range(len(pads) // 2):
            pairs[len(x.shape) - 1 - i] = [int(pads[2 * i]), int(pads[2 * i + 1])]
        if any(v < 0 for p in pairs for v in p):
            raise ExportError("negative padding (cropping) is not supported")
        if value != 0.0 and self.t.syntax == "llvm19":
            raise ExportError("pad value %g: only zero padding in llvm19 syntax" % value)
        return self.t.pad(x, pairs, float(value))

    def pool(self, kind, x, k, s, p, ceil, cip, dil, ys, one_d=False):
        if ceil:
            raise ExportError("ceil_mode=True is not supported")
        if kind == "max" and pair(dil, 1 if one_d else 2) != (1,) * (1 if one_d else 2):
            raise ExportError("pooling dilation is not supported")
        if one_d:
            k, s, p = (1, pair(k, 1)[0]), (1, pair(s if s else k, 1)[0]), (0, pair(p, 1)[0])
            x4 = self.t.reshape(x, [x.shape[0], x.shape[1], 1, x.shape[2]])
            return self.t.reshape(L.pool2d(self.t, kind, x4, k, s, p, [ys[0], ys[1], 1, ys[2]]), ys)
        k = pair(k)
        s = pair(s) if s else k
        p = pair(p)
        if kind == "avg" and cip and (p[0] or p[1]):
            raise ExportError("avg pooling with count_include_pad=True and padding (TOSA excludes the padding)")
        return L.pool2d(self.t, kind, x, k, s, p, ys)

    def resize(self, x, mode, align, ys):
        if mode not in ("nearest", "bilinear"):
            raise ExportError("interpolation mode %r (nearest and bilinear are supported)" % mode)
        if len(x.shape) != 4:
            raise ExportError("interpolation of a rank-%d tensor (NCHW only)" % len(x.shape))
        return L.resize(self.t, x, mode, align, ys)

    def arg(self, node, i, name, default=None):
        if len(node.args) > i:
            return self.val(node.args[i])
        return self.val(node.kwargs.get(name, default))

    def arg_node(self, node, i, name):
        return node.args[i] if len(node.args) > i else node.kwargs.get(name)

    def dims_arg(self, node, rank, i=1, name="dim"):
        d = self.arg(node, i, name)
        if d is None:
            return list(range(rank))
        d = list(d) if isinstance(d, (list, tuple)) else [d]
        return [x % rank for x in d]

    # ---------------------------------------------------------------- functions and methods
    def lower_call(self, node, name, ys):
        t = self.t
        args = [self.val(a) for a in node.args]
        kw = {k: self.val(v) for k, v in node.kwargs.items()}
        tensors = [a for a in args if isinstance(a, V)]
        # python-level arithmetic on sizes (x.size(0) * 2 ...)
        if node.op == "call_function" and getattr(node.target, "__module__", "") in ("_operator", "operator") \
                and name != "getitem" and not tensors:
            return node.target(*args)
        if name == "getitem":
            return self.getitem(args[0], args[1], ys)
        if name == "getattr":
            if isinstance(args[0], V) and args[1] == "shape":
                return tuple(args[0].shape)
            raise ExportError("attribute %r" % (args[1],))
        if name == "size":
            return tuple(args[0].shape) if len(args) < 2 else args[0].shape[args[1]]
        if name == "dim":
            return len(args[0].shape)
        if name in PASS_THROUGH:
            return args[0]
        if name in ("max_pool2d", "avg_pool2d", "max_pool1d", "avg_pool1d"):
            x = args[0]
            k = self.arg(node, 1, "kernel_size")
            s = self.arg(node, 2, "stride")
            p = self.arg(node, 3, "padding", 0)
            ceil = self.arg(node, 5 if name.startswith("max") else 4, "ceil_mode", False)
            cip = name.startswith("avg") and self.arg(node, 5, "count_include_pad", True)
            dil = self.arg(node, 4, "dilation", 1) if name.startswith("max") else 1
            return self.pool(name[:3], x, k, s, p, ceil, cip, dil, ys, name.endswith("1d"))
        if name in ("adaptive_avg_pool2d", "adaptive_max_pool2d"):
            return L.adaptive_pool2d(t, name[9:12], args[0], ys)
        if name in ("interpolate", "upsample"):
            mode = self.arg(node, 3, "mode", "nearest")
            align = self.arg(node, 4, "align_corners", None)
            return self.resize(args[0], mode, bool(align), ys)
        if name == "pad":
            mode = self.arg(node, 2, "mode", "constant")
            if mode != "constant":
                raise ExportError("pad mode %r (only constant)" % mode)
            return self.pad(args[0], list(self.arg(node, 1, "pad")), self.arg(node, 3, "value", 0.0) or 0.0)
        if name in ("cat", "concat"):
            xs = self.arg(node, 0, "tensors")
            return t.concat(list(xs), self.arg(node, 1, "dim", 0) % len(ys))
        if name in ("chunk", "split"):
            x = args[0]
            dim = self.arg(node, 2, "dim", 0) % len(x.shape)
            size = x.shape[dim]
            a1 = self.arg(node, 1, "chunks" if name == "chunk" else "split_size_or_sections")
            if name == "chunk":
                step = -(-size // a1)
                sizes = [min(step, size - i) for i in range(0, size, step)]
            elif isinstance(a1, (list, tuple)):
                sizes = list(a1)
            else:
                sizes = [min(a1, size - i) for i in range(0, size, a1)]
            out, at = [], 0
            for sz in sizes:
                start = [0] * len(x.shape)
                start[dim] = at
                shape = list(x.shape)
                shape[dim] = sz
                out.append(t.slice(x, start, shape))
                at += sz
            return tuple(out)
        if name in ("conv1d", "conv2d"):
            wn, bn = node.args[1], self.arg_node(node, 2, "bias")
            if not isinstance(wn, torch.fx.Node) or wn.op != "get_attr" or (bn is not None and bn.op != "get_attr"):
                raise ExportError("weights must be parameters")
            w = _np(self.param(wn.target))
            b = None if bn is None else _np(self.param(bn.target))
            nd = 1 if name == "conv1d" else 2
            stride = pair(self.arg(node, 3, "stride", 1), nd)
            padding = self.arg(node, 4, "padding", 0)
            if isinstance(padding, str):
                raise ExportError("padding=%r (give numbers)" % padding)
            padding = pair(padding, nd)
            dil = pair(self.arg(node, 5, "dilation", 1), nd)
            groups = self.arg(node, 6, "groups", 1)
            f = L.conv1d if nd == 1 else L.conv2d
            return f(t, args[0], w, b, stride, padding, dil, groups, ys)
        if name in RESHAPES:
            return t.reshape(args[0], ys)
        if name in ("transpose", "permute", "t"):
            x = args[0]
            r = len(x.shape)
            if name == "permute":
                perm = args[1:] if len(args) > 2 or not isinstance(args[1], (list, tuple)) else args[1]
                perm = [p % r for p in perm]
            else:
                a, b = (args[1] % r, args[2] % r) if name == "transpose" else (0, 1)
                perm = list(range(r))
                perm[a], perm[b] = perm[b], perm[a]
            return t.transpose(x, perm)
        if name in ("matmul", "bmm", "mm"):
            return L.matmul(t, args[0], args[1], ys)
        if name in ("softmax", "log_softmax"):
            dim = self.arg(node, 1, "dim")
            return L.softmax(t, args[0], dim % len(args[0].shape), name == "log_softmax")
        if name in ("mean", "sum", "amax", "amin"):
            x = args[0]
            keep = self.arg(node, 2, "keepdim", False)
            return L.reduce_dims(t, name, x, self.dims_arg(node, len(x.shape)), keep, ys)
        if name == "linear":
            w, b = args[1], self.arg(node, 2, "bias")
            wn = node.args[1]
            bn = node.args[2] if len(node.args) > 2 else node.kwargs.get("bias")
            if wn.op != "get_attr" or (bn is not None and bn.op != "get_attr"):
                raise ExportError("F.linear needs parameters as weight and bias")
            del w, b
            return L.linear(t, args[0], _np(self.param(wn.target)),
                            None if bn is None else _np(self.param(bn.target)), ys)
        if name == "layer_norm":
            shape = self.arg(node, 1, "normalized_shape")
            wn = node.args[2] if len(node.args) > 2 else node.kwargs.get("weight")
            bn = node.args[3] if len(node.args) > 3 else node.kwargs.get("bias")
            eps = self.arg(node, 4, "eps", 1e-5)
            w = None if wn is None else _np(self.param(wn.target))
            b = None if bn is None else _np(self.param(bn.target))
            return L.layer_norm(t, args[0], len(pair(shape, 1)), w, b, eps)
        if name.rstrip("_") in ACTIVATION_FUNCS:
            n = name.rstrip("_")
            if n == "leaky_relu":
                return L.activation(t, n, args[0], self.arg(node, 1, "negative_slope", 0.01))
            if n == "gelu":
                return L.activation(t, n, args[0], kw.get("approximate", "none"))
            if n == "sqrt":
                return t.unary("reciprocal", t.unary("rsqrt", args[0]))
            return L.activation(t, n, args[0])
        if name in ("neg",):
            return t.mul_k(args[0], -1.0)
        if name in ("pow",) and isinstance(args[1], (int, float)) and args[1] == 2:
            return t.binary("mul", args[0], args[0])
        if name in BINARY:
            return self.binary(BINARY[name], node, args, kw, ys)
        if name == "getattr":
            raise ExportError("attribute access")
        raise ExportError("is not supported")

    def binary(self, op, node, args, kw, ys):
        t = self.t
        a, b = args[0], args[1]
        if not isinstance(a, V) and not isinstance(b, V):
            raise ExportError("no tensor operand")
        if kw.get("alpha", 1) != 1:
            b = t.mul_k(self.tensor(b, a), kw["alpha"]) if isinstance(b, V) else b * kw["alpha"]
        if op == "rsub":  # torch.rsub(a, b) = b - a
            a, b, op = b, a, "sub"
        if op == "div":
            if kw.get("rounding_mode") is not None:
                raise ExportError("division rounding_mode")
            if isinstance(b, (int, float)):
                return t.mul_k(a, 1.0 / b)
            return t.binary("mul", self.tensor(a, b), t.unary("reciprocal", b))
        if isinstance(a, (int, float)) and op in ("add", "mul", "maximum", "minimum"):
            a, b = b, a
        return t.binary(op, self.tensor(a, b), self.tensor(b, a))

    def getitem(self, obj, idx, ys):
        if isinstance(obj, (tuple, list)):
            return obj[idx]
        if not isinstance(obj, V):
            raise ExportError("indexing %r" % (obj,))
        idx = idx if isinstance(idx, tuple) else (idx,)
        if isinstance(obj, S.SeqV) and len(idx) == 2 and idx[0] == slice(None) and isinstance(idx[1], int):
            return self.t.reshape(obj.steps[idx[1] % len(obj.steps)], ys)
        start, size, out_shape = [], [], []
        dim = 0
        for i in idx:
            if i is Ellipsis:
                raise ExportError("indexing with ...")
            if i is None:
                raise ExportError("indexing with None")
            n = obj.shape[dim]
            if isinstance(i, int):
                i = i % n
                start.append(i)
                size.append(1)
            elif isinstance(i, slice):
                lo, hi, step = i.indices(n)
                if step != 1:
                    raise ExportError("slicing with step %d" % step)
                start.append(lo)
                size.append(max(hi - lo, 0))
            else:
                raise ExportError("tensor indexing with %r" % (i,))
            dim += 1
        start += [0] * (len(obj.shape) - dim)
        size += obj.shape[dim:]
        return self.t.reshape(self.t.slice(obj, start, size), ys)


def export_tosa(module, inputs, syntax="llvm19", resources=False, func="forward"):
    return Exporter(module, inputs, syntax, resources).run(func)
