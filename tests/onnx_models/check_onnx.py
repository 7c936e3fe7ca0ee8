#!/usr/bin/python3
"""check_onnx.py - one ONNX front-end case of mlir2c, end to end.

    check_onnx.py --mlir2c M --run-tcp R --work DIR CASE

A model case builds a small model (torch.onnx.export of a seeded module, or
onnx.helper with a numpy reference), translates it with mlir2c to .tcp and
to C tables, and runs the .tcp with m2c_run_tcp, which checks every output
against the reference within 1e-4 * max(1, |ref|) per element. An error case
("bad_*") builds a broken or unsupported model and requires mlir2c to exit 1
with exactly the expected first line on stderr (after the file position).
Exit 77 (skipped) when numpy, onnx or (for torch cases) PyTorch is missing.
"""
import argparse
import os
import re
import subprocess
import sys

try:
    import numpy as np
    import onnx
    from onnx import TensorProto as T
    from onnx import helper as h
    from onnx import numpy_helper as nh
except ImportError:
    print("skipped: no numpy/onnx for %s" % sys.executable)
    sys.exit(77)

TOL = 1e-4


def need_torch():
    try:
        import torch  # noqa: F401
        return torch
    except ImportError:
        print("skipped: no PyTorch for %s" % sys.executable)
        sys.exit(77)


def values(a):
    return " ".join("%.9g" % v for v in np.asarray(a, np.float64).reshape(-1))


def run(cmd):
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    return r.returncode, r.stdout, r.stderr


# ---- models from PyTorch (torch.onnx.export), reference = the module's outputs ----

def torch_case(build, shapes, opset=17, ints=()):
    torch = need_torch()

    def make(path):
        torch.manual_seed(0)
        m = build(torch).eval()
        torch.manual_seed(1)
        xs = [torch.randint(0, 3, s) if i in ints else torch.randn(s) for i, s in enumerate(shapes)]
        with torch.no_grad():
            ref = m(*xs)
            torch.onnx.export(m, tuple(xs), path, opset_version=opset, input_names=["in%d" % i for i in range(len(xs))],
                              do_constant_folding=False)
        refs = list(ref) if isinstance(ref, (tuple, list)) else [ref]
        return [x.numpy() for x in xs], [r.numpy() for r in refs]
    return make


def cnn(torch):
    nn = torch.nn

    class M(nn.Module):
        def __init__(self):
            super().__init__()
            self.c1 = nn.Conv2d(3, 8, 3, padding=1)
            self.b1 = nn.BatchNorm2d(8)
            self.c2 = nn.Conv2d(8, 8, 3, stride=2, padding=2, dilation=2, groups=4)
            self.b2 = nn.BatchNorm2d(8)
            self.mp = nn.MaxPool2d(3, 2, ceil_mode=True)
            self.ap = nn.AvgPool2d(3, 1, padding=1, count_include_pad=False)
            self.fc = nn.Linear(8, 5)
            for b in (self.b1, self.b2):
                b.running_mean.uniform_(-1, 1)
                b.running_var.uniform_(0.5, 2)
                b.weight.data.uniform_(0.5, 1.5)

        def forward(self, x):
            x = self.mp(torch.relu(self.b1(self.c1(x))))
            x = self.ap(torch.relu(self.b2(self.c2(x))))
            x = torch.nn.functional.adaptive_avg_pool2d(x, 1)
            return torch.softmax(self.fc(x.view(x.size(0), -1)), dim=1)
    return M()


def mobile(torch):
    nn = torch.nn

    class M(nn.Module):
        def __init__(self):
            super().__init__()
            self.dw = nn.Conv2d(4, 4, 3, padding=1, groups=4)
            self.pw = nn.Conv2d(4, 8, 1)
            self.se1 = nn.Conv2d(8, 2, 1)
            self.se2 = nn.Conv2d(2, 8, 1)

        def forward(self, x):
            x = nn.functional.hardswish(self.dw(x))
            x = nn.functional.relu6(self.pw(x))
            s = x.mean((2, 3), keepdim=True)
            s = nn.functional.hardsigmoid(self.se2(torch.relu(self.se1(s))))
            return x * s
    return M()


def activations(torch):
    nn = torch.nn

    class M(nn.Module):
        def __init__(self):
            super().__init__()
            self.pr = nn.PReLU(3)

        def forward(self, x):
            F = nn.functional
            ys = [torch.sigmoid(x), torch.tanh(x), F.leaky_relu(x, 0.2), F.elu(x, 0.7), F.selu(x), F.gelu(x),
                  F.mish(x), F.softplus(x), self.pr(x), F.hardtanh(x, -0.5, 0.5), torch.erf(x), x.abs().sqrt(),
                  torch.exp(x) - torch.log(x.abs() + 1), -x / (x.abs() + 1), torch.reciprocal(x.abs() + 1),
                  torch.pow(x.abs(), 1.5), torch.maximum(x, x * 0.5), torch.minimum(x, -x), F.celu(x, 1.5),
                  F.softsign(x), F.silu(x), torch.floor(x), torch.ceil(x)]
            return torch.cat(ys, 1)
    return M()


def shapes(torch):
    class M(torch.nn.Module):
        def forward(self, x):
            a, b = torch.split(x, [1, 2], dim=1)
            y = torch.cat([b, a], 1).transpose(2, 3)
            y = y[:, :, 1::2, :-1].unsqueeze(1).squeeze(1)
            y = torch.nn.functional.pad(y, (1, 2, 0, 1))
            z = torch.nn.functional.pad(x, (2, 1, 1, 2), mode="reflect")
            w = torch.nn.functional.pad(x, (1, 1, 2, 0), mode="replicate")
            e = x[:, :1].expand(2, 3, 6, 5) + x.flip(3)
            return y.reshape(x.size(0), -1), z.permute(0, 2, 3, 1).flatten(1), w, e, x.repeat(1, 2, 1, 1)
    return M()


def reductions(torch):
    class M(torch.nn.Module):
        def forward(self, x):
            return (x.mean(1), x.sum((2, 3), keepdim=True), x.amax(2), x.amin(-1), x.prod(1),
                    x.norm(dim=3), x.argmax(1), torch.log_softmax(x, 2), torch.softmax(x, -1),
                    torch.logsumexp(x, 1), x.cumsum(2))
    return M()


def resize(torch):
    class M(torch.nn.Module):
        def forward(self, x):
            F = torch.nn.functional
            return (F.interpolate(x, scale_factor=2, mode="nearest"), F.interpolate(x, size=(7, 5), mode="bilinear"),
                    F.interpolate(x, scale_factor=2, mode="bilinear", align_corners=True),
                    F.interpolate(x, size=(6, 9), mode="bicubic"))
    return M()


def attention(torch):
    nn = torch.nn

    class M(nn.Module):
        def __init__(self):
            super().__init__()
            self.ln = nn.LayerNorm(8)
            self.qkv = nn.Linear(8, 24)
            self.out = nn.Linear(8, 8)

        def forward(self, x):
            h = self.ln(x)
            q, k, v = self.qkv(h).chunk(3, dim=-1)
            q = q.view(2, 5, 2, 4).transpose(1, 2)
            k = k.view(2, 5, 2, 4).transpose(1, 2)
            v = v.view(2, 5, 2, 4).transpose(1, 2)
            a = torch.softmax(q @ k.transpose(-1, -2) / 2.0, dim=-1)
            o = (a @ v).transpose(1, 2).reshape(2, 5, 8)
            return x + self.out(o), torch.einsum("bij,bkj->bik", x, h)
    return M()


def convs(torch):
    nn = torch.nn

    class M(nn.Module):
        def __init__(self):
            super().__init__()
            self.t = nn.ConvTranspose2d(3, 4, 3, stride=2, padding=1, output_padding=1)
            self.tg = nn.ConvTranspose2d(3, 6, 2, stride=2, groups=3)
            self.c1 = nn.Conv1d(3, 4, 3, padding=2, dilation=2)
            self.gn = nn.GroupNorm(2, 4)
            self.inn = nn.InstanceNorm2d(4, affine=True)

        def forward(self, x, s):
            y = self.t(x)
            return self.gn(y), self.inn(y), self.tg(x), self.c1(s), nn.functional.max_pool1d(s, 2), \
                torch.nn.functional.pixel_shuffle(y, 2)
    return M()


def gemm(torch):
    nn = torch.nn

    class M(nn.Module):
        def __init__(self):
            super().__init__()
            self.l1 = nn.Linear(6, 5)
            self.w = nn.Parameter(torch.randn(4, 5, 3))

        def forward(self, x, y):
            return self.l1(x), torch.matmul(x[:4, :5].reshape(4, 1, 5), self.w), torch.addmm(y, x, x.t() * 0.5, beta=0.5, alpha=2.0)
    return M()


def rnns(torch):
    nn = torch.nn

    class M(nn.Module):
        def __init__(self):
            super().__init__()
            self.lstm = nn.LSTM(4, 5, batch_first=True)
            self.gru = nn.GRU(4, 3, bidirectional=True)
            self.rnn = nn.RNN(4, 6)
            self.lstm2 = nn.LSTM(4, 3, num_layers=2, bidirectional=True)

        def forward(self, x):
            y, (h, c) = self.lstm(x)
            g, gh = self.gru(x.transpose(0, 1))
            r, _ = self.rnn(x.transpose(0, 1))
            l2, _ = self.lstm2(x.transpose(0, 1))
            return y, h, c, g, gh, r, l2
    return M()


def rnns_masked(torch):
    """An RNN with relu (a custom ONNX activation), and a bidirectional LSTM over padded sequences
    (pack_padded_sequence: sequence_lens), as DeepSpeech and Tacotron2's encoder export them."""
    nn = torch.nn

    class M(nn.Module):
        def __init__(self):
            super().__init__()
            self.rnn = nn.RNN(4, 6, nonlinearity="relu", bidirectional=True)
            self.lstm = nn.LSTM(4, 5, bidirectional=True)

        def forward(self, x):   # [T=5, N=3, 4]
            r, rh = self.rnn(x)
            p = nn.utils.rnn.pack_padded_sequence(x, torch.tensor([5, 3, 1]))
            y, (h, c) = self.lstm(p)
            y, _ = nn.utils.rnn.pad_packed_sequence(y, total_length=5)
            return r, rh, y, h, c
    return M()


def gathers(torch):
    class M(torch.nn.Module):
        def forward(self, x, i):
            return torch.gather(x, 1, i), x[:, 2], x[:, [0, 2, 2]], torch.gather(x, 2, i[:, :1].expand(2, 1, 3)), x[..., -1]
    return M()


# ---- models written with onnx.helper, reference from numpy ----

def helper_case(nodes, inputs, outputs, inits, feeds, refs, opset=17):
    def make(path):
        g = h.make_graph(nodes, "g", inputs, outputs, inits)
        m = h.make_model(g, opset_imports=[h.make_opsetid("", opset)])
        onnx.save(m, path)
        return feeds, refs
    return make


def logic():
    rng = np.random.RandomState(3)
    x = rng.randn(2, 3, 4).astype(np.float32)
    y = rng.randn(2, 3, 4).astype(np.float32)
    i64 = lambda n, v: nh.from_array(np.array(v, np.int64), n)   # noqa: E731
    nodes = [h.make_node("Greater", ["x", "y"], ["g"]), h.make_node("Where", ["g", "x", "y"], ["o0"]),
             h.make_node("Less", ["x", "y"], ["l"]), h.make_node("Cast", ["l"], ["o1"], to=T.FLOAT),
             h.make_node("Shape", ["x"], ["s"]), h.make_node("ConstantOfShape", ["s"], ["c"], value=nh.from_array(np.array([2.5], np.float32))),
             h.make_node("Add", ["c", "x"], ["o2"]),
             h.make_node("Range", ["r0", "r1", "r2"], ["r"]), h.make_node("Cast", ["r"], ["rf"], to=T.FLOAT),
             h.make_node("Expand", ["rf", "es"], ["o3"]),
             h.make_node("Tile", ["x", "reps"], ["o4"]),
             h.make_node("Equal", ["s", "s"], ["eq"]), h.make_node("Cast", ["eq"], ["o5"], to=T.INT64),
             h.make_node("Size", ["x"], ["sz"]), h.make_node("Cast", ["sz"], ["szf"], to=T.FLOAT), h.make_node("Mul", ["x", "szf"], ["o6"]),
             h.make_node("Clip", ["x", "lo", "hi"], ["o7"]), h.make_node("Mod", ["xi", "yi"], ["o8"]),
             h.make_node("Round", ["x"], ["o9"])]
    xi = np.array([7, -7, 5, -5], np.int64)
    yi = np.array([3, 3, -2, -2], np.int64)
    inits = [i64("r0", 1), i64("r1", 9), i64("r2", 2), i64("es", [3, 4]), i64("reps", [1, 2, 1]),
             nh.from_array(np.array(-0.5, np.float32), "lo"), nh.from_array(np.array(0.7, np.float32), "hi"),
             nh.from_array(xi, "xi"), nh.from_array(yi, "yi")]
    refs = [np.where(x > y, x, y), (x < y).astype(np.float32), x + 2.5,
            np.broadcast_to(np.arange(1, 9, 2, dtype=np.float32), (3, 4)), np.tile(x, (1, 2, 1)),
            np.ones(3, np.int64), x * 24, np.clip(x, -0.5, 0.7), np.mod(xi, yi), np.round(x)]
    outs = [h.make_tensor_value_info("o%d" % k, T.FLOAT if k not in (5, 8) else T.INT64, None) for k in range(10)]
    return helper_case(nodes, [h.make_tensor_value_info("x", T.FLOAT, [2, 3, 4]), h.make_tensor_value_info("y", T.FLOAT, [2, 3, 4])],
                       outs, inits, [x, y], refs)


def old_opset():
    """Opset 9/10 forms: Upsample with a scales input, Slice and Squeeze/Unsqueeze/Pad with attributes."""
    rng = np.random.RandomState(4)
    x = rng.randn(1, 2, 3, 4).astype(np.float32)
    nodes = [h.make_node("Upsample", ["x", "sc"], ["o0"], mode="nearest"),
             h.make_node("Slice", ["x"], ["s"], starts=[1, 0], ends=[3, 100], axes=[2, 3]),
             h.make_node("Unsqueeze", ["s"], ["u"], axes=[0]), h.make_node("Squeeze", ["u"], ["o1"], axes=[0]),
             h.make_node("Pad", ["x"], ["o2"], pads=[0, 0, 1, 0, 0, 0, 0, 2], mode="edge"),
             h.make_node("Split", ["x"], ["o3", "o4"], axis=3, split=[1, 3]),
             h.make_node("Softmax", ["x"], ["o5"], axis=2), h.make_node("Clip", ["x"], ["o6"], min=-0.2, max=0.3),
             h.make_node("ReduceSum", ["x"], ["o7"], axes=[1, 3], keepdims=0)]
    f = np.exp(x.reshape(1, 2, 12) - x.reshape(1, 2, 12).max(2, keepdims=True))
    refs = [x.repeat(2, 2).repeat(3, 3), x[:, :, 1:3, :], np.pad(x, ((0, 0), (0, 0), (1, 0), (0, 2)), mode="edge"),
            x[..., :1], x[..., 1:], (f / f.sum(2, keepdims=True)).reshape(x.shape), np.clip(x, -0.2, 0.3), x.sum((1, 3))]
    outs = [h.make_tensor_value_info("o%d" % k, T.FLOAT, None) for k in range(8)]
    return helper_case(nodes, [h.make_tensor_value_info("x", T.FLOAT, [1, 2, 3, 4])], outs,
                       [nh.from_array(np.array([1, 1, 2, 3], np.float32), "sc")], [x], refs, opset=9)


def opset6():
    """Opset 6 forms (ONNX's pytorch-converted/-operator models): B broadcast onto A only with broadcast = 1,
    at axis or as A's last dims; Gemm's C of the result's shape without it; BatchNormalization and Dropout
    with is_test; PRelu's slope vector per channel; a grouped 3-D Conv."""
    rng = np.random.RandomState(12)
    f32 = lambda *s: rng.randn(*s).astype(np.float32)   # noqa: E731
    x, b_mid, b_last, x2 = f32(2, 3, 4, 5), f32(3, 4), f32(5), f32(2, 3, 4, 5)
    a, bm, c = f32(3, 4), f32(4, 6), f32(3, 6)
    sc, bi, mu, var = f32(3), f32(3), f32(3), np.abs(f32(3)) + 0.5
    slope = f32(3)
    v, w3, b3 = f32(1, 4, 3, 4, 5), f32(6, 2, 2, 3, 3), f32(6)
    nodes = [h.make_node("Add", ["x", "b_mid"], ["o0"], broadcast=1, axis=1),
             h.make_node("Mul", ["x", "b_last"], ["o1"], broadcast=1),
             h.make_node("Sub", ["x", "x2"], ["o2"]),
             h.make_node("Gemm", ["a", "bm", "c"], ["o3"], alpha=0.5, beta=2.0),
             h.make_node("BatchNormalization", ["x", "sc", "bi", "mu", "var"], ["bn"], is_test=1, epsilon=1e-3),
             h.make_node("Dropout", ["bn"], ["o4"], is_test=1, ratio=0.3),
             h.make_node("PRelu", ["x", "slope"], ["o5"]),
             h.make_node("Conv", ["v", "w3", "b3"], ["o6"], group=2, pads=[1, 0, 1, 1, 0, 1])]
    bn = (x - mu[:, None, None]) / np.sqrt(var[:, None, None] + 1e-3) * sc[:, None, None] + bi[:, None, None]
    vp = np.pad(v, ((0, 0), (0, 0), (1, 1), (0, 0), (1, 1)))
    conv = np.zeros((1, 6, 4, 2, 5), np.float64)
    for o in range(6):
        g = o // 3
        for d in range(4):
            for i in range(2):
                for j in range(5):
                    conv[0, o, d, i, j] = (vp[0, 2 * g:2 * g + 2, d:d + 2, i:i + 3, j:j + 3] * w3[o]).sum() + b3[o]
    refs = [x + b_mid[None, :, :, None], x * b_last, x - x2, 0.5 * a @ bm + 2.0 * c, bn,
            np.where(x > 0, x, x * slope[:, None, None]), conv]
    ins = [h.make_tensor_value_info(n, T.FLOAT, list(t.shape)) for n, t in (("x", x), ("x2", x2), ("v", v))]
    inits = [nh.from_array(t, n) for n, t in (("b_mid", b_mid), ("b_last", b_last), ("a", a), ("bm", bm), ("c", c),
                                              ("sc", sc), ("bi", bi), ("mu", mu), ("var", var), ("slope", slope),
                                              ("w3", w3), ("b3", b3))]
    outs = [h.make_tensor_value_info("o%d" % k, T.FLOAT, None) for k in range(7)]
    return helper_case(nodes, ins, outs, inits, [x, x2, v], refs, opset=6)


def crop_pad():
    """CenterCropPad (one axis cropped, one padded, odd differences) and Pad with negative pads (crops)."""
    rng = np.random.RandomState(13)
    x = rng.randn(2, 7, 4).astype(np.float32)
    i64 = lambda n, v: nh.from_array(np.array(v, np.int64), n)   # noqa: E731
    nodes = [h.make_node("CenterCropPad", ["x", "cs"], ["o0"], axes=[1, 2]),
             h.make_node("Pad", ["x", "pads", "pv"], ["o1"]),
             h.make_node("Pad", ["x", "pads2"], ["o2"], mode="edge")]
    o0 = np.zeros((2, 4, 7), np.float32)
    o0[:, :, 1:5] = x[:, 1:5, :]   # crop 7 -> 4 starts at (7 - 4) // 2; pad 4 -> 7 puts (7 - 4) // 2 zeros before
    o1 = np.pad(x[:, 2:, :], ((1, 0), (0, 0), (0, 0)), constant_values=1.5)[:, :, :3]
    o2 = np.pad(x[:, :-1, :], ((0, 0), (0, 0), (2, 0)), mode="edge")
    outs = [h.make_tensor_value_info("o%d" % k, T.FLOAT, None) for k in range(3)]
    inits = [i64("cs", [4, 7]), i64("pads", [1, -2, 0, 0, 0, -1]), nh.from_array(np.array(1.5, np.float32), "pv"),
             i64("pads2", [0, 0, 2, 0, -1, 0])]
    return helper_case(nodes, [h.make_tensor_value_info("x", T.FLOAT, [2, 7, 4])], outs, inits, [x], [o0, o1, o2], opset=18)


def pools_extra():
    """LpPool (pads, ceil_mode past the input, dilations, 1-D), GlobalLpPool, Col2Im (dilations, strides with a
    remainder, pads), AffineGrid (2-D, 3-D aligned) and GridSample at opset 20 (3-D linear, 2-D border on an
    AffineGrid): opset 18 and 20 forms ONNX 1.12's node tests lack. numpy references in float64."""
    rng = np.random.RandomState(21)
    f32 = lambda *s: rng.randn(*s).astype(np.float32)   # noqa: E731
    i64 = lambda n, v: nh.from_array(np.array(v, np.int64), n)   # noqa: E731
    x, x1, cols = f32(1, 2, 5, 6), f32(2, 3, 7), f32(1, 12, 8)
    th2, th3 = (np.eye(2, 3) + 0.3 * rng.randn(2, 2, 3)).astype(np.float32), (np.eye(3, 4) + 0.2 * rng.randn(1, 3, 4)).astype(np.float32)
    v3, g3 = f32(1, 2, 3, 4, 5), rng.uniform(-1.2, 1.2, (1, 2, 3, 4, 3)).astype(np.float32)

    def lp_pool(a, k, st, pads, dl, p, ceil=False):
        n = len(k)
        span = [dl[d] * (k[d] - 1) + 1 for d in range(n)]
        room = [a.shape[2 + d] + pads[d] + pads[n + d] - span[d] for d in range(n)]
        o = [(room[d] + (st[d] - 1 if ceil else 0)) // st[d] + 1 for d in range(n)]
        ap = np.pad(np.abs(a.astype(np.float64)) ** p, [(0, 0), (0, 0)] + [(pads[d], pads[n + d] + st[d] * k[d]) for d in range(n)])
        y = np.zeros(a.shape[:2] + tuple(o))
        for pos in np.ndindex(*o):
            win = tuple(slice(pos[d] * st[d], pos[d] * st[d] + span[d], dl[d]) for d in range(n))
            y[(slice(None), slice(None)) + pos] = ap[(slice(None), slice(None)) + win].sum(tuple(range(2, 2 + n)))
        return y ** (1.0 / p)

    def col2im(c, img, blk, dl, st, pads):
        n, K = len(img), int(np.prod(blk))
        o = [(img[d] + pads[d] + pads[n + d] - dl[d] * (blk[d] - 1) - 1) // st[d] + 1 for d in range(n)]
        y = np.zeros((c.shape[0], c.shape[1] // K) + tuple(img))
        for ch in range(c.shape[1] // K):
            for j, kp in enumerate(np.ndindex(*blk)):
                for l, op in enumerate(np.ndindex(*o)):
                    at = tuple(op[d] * st[d] - pads[d] + kp[d] * dl[d] for d in range(n))
                    if all(0 <= at[d] < img[d] for d in range(n)):
                        y[(slice(None), ch) + at] += c[:, ch * K + j, l]
        return y

    def affine_grid(th, size, align):
        sp = size[2:]
        lin = [np.linspace(-1, 1, s) if align else (2 * np.arange(s) + 1) / s - 1 for s in sp]
        mesh = np.meshgrid(*lin, indexing="ij")
        base = np.stack([m.reshape(-1) for m in mesh[::-1]] + [np.ones(mesh[0].size)], 1)
        return np.einsum("pk,njk->npj", base, th.astype(np.float64)).reshape((size[0],) + tuple(sp) + (len(sp),))

    def grid_sample(a, g, align, border):
        n, S = a.ndim - 2, a.shape[2:]
        y = np.zeros(a.shape[:2] + g.shape[1:-1])
        for b in range(a.shape[0]):
            for pos in np.ndindex(*g.shape[1:-1]):
                c = []
                for d in range(n):
                    u = float(g[(b,) + pos + (n - 1 - d,)])
                    u = (u + 1) / 2 * (S[d] - 1) if align else ((u + 1) * S[d] - 1) / 2
                    c.append(min(max(u, 0), S[d] - 1) if border else u)
                for corner in np.ndindex(*([2] * n)):
                    at = [int(np.floor(c[d])) + corner[d] for d in range(n)]
                    w = np.prod([c[d] - np.floor(c[d]) if corner[d] else 1 - (c[d] - np.floor(c[d])) for d in range(n)])
                    if all(0 <= at[d] < S[d] for d in range(n)):
                        y[(b, slice(None)) + pos] += w * a[(b, slice(None)) + tuple(at)]
        return y

    nodes = [h.make_node("LpPool", ["x"], ["o0"], kernel_shape=[2, 3], strides=[1, 2], pads=[1, 0, 0, 1]),
             h.make_node("LpPool", ["x"], ["o1"], kernel_shape=[2, 2], strides=[2, 2], ceil_mode=1, p=3),
             h.make_node("LpPool", ["x"], ["o2"], kernel_shape=[2, 2], dilations=[2, 1], p=1),
             h.make_node("LpPool", ["x1"], ["o3"], kernel_shape=[3], strides=[2]),
             h.make_node("GlobalLpPool", ["x"], ["o4"], p=3),
             h.make_node("Col2Im", ["cols", "img", "blk"], ["o5"], dilations=[2, 1], strides=[1, 2], pads=[1, 0, 0, 0]),
             h.make_node("AffineGrid", ["th2", "size2"], ["o6"]),
             h.make_node("AffineGrid", ["th3", "size3"], ["o7"], align_corners=1),
             h.make_node("GridSample", ["v3", "g3"], ["o8"]),
             h.make_node("GridSample", ["x2", "o6"], ["o9"], mode="linear", padding_mode="border", align_corners=0)]
    x2 = f32(2, 3, 3, 4)
    refs = [lp_pool(x, [2, 3], [1, 2], [1, 0, 0, 1], [1, 1], 2), lp_pool(x, [2, 2], [2, 2], [0, 0, 0, 0], [1, 1], 3, ceil=True),
            lp_pool(x, [2, 2], [1, 1], [0, 0, 0, 0], [2, 1], 1), lp_pool(x1, [3], [2], [0, 0], [1], 2),
            (np.abs(x.astype(np.float64)) ** 3).sum((2, 3), keepdims=True) ** (1 / 3),
            col2im(cols, [5, 6], [2, 3], [2, 1], [1, 2], [1, 0, 0, 0]),
            affine_grid(th2, [2, 3, 4, 5], False), affine_grid(th3, [1, 1, 2, 3, 4], True),
            grid_sample(v3, g3, False, False), None]
    refs[9] = grid_sample(x2, refs[6].astype(np.float32), False, True)
    ins = [h.make_tensor_value_info(nm, T.FLOAT, list(t.shape)) for nm, t in
           (("x", x), ("x1", x1), ("cols", cols), ("th2", th2), ("th3", th3), ("v3", v3), ("g3", g3), ("x2", x2))]
    outs = [h.make_tensor_value_info("o%d" % k, T.FLOAT, None) for k in range(10)]
    inits = [i64("img", [5, 6]), i64("blk", [2, 3]), i64("size2", [2, 3, 4, 5]), i64("size3", [1, 1, 2, 3, 4])]
    return helper_case(nodes, ins, outs, inits, [x, x1, cols, th2, th3, v3, g3, x2], refs, opset=20)


def qdq():
    """QuantizeLinear/DequantizeLinear pairs (uint8 per tensor, int8 per channel) around a Conv, as ONNX
    Runtime's quantizer writes them."""
    rng = np.random.RandomState(6)
    x = rng.randn(1, 3, 5, 5).astype(np.float32)
    w = (rng.randn(4, 3, 3, 3) * 0.3).astype(np.float32)
    ws = (np.abs(w).reshape(4, -1).max(1) / 127).astype(np.float32)
    wq = np.clip(np.round(w / ws[:, None, None, None]), -127, 127).astype(np.int8)
    xs, xz = np.float32(0.02), np.uint8(128)
    nodes = [h.make_node("QuantizeLinear", ["x", "xs", "xz"], ["xq"]), h.make_node("DequantizeLinear", ["xq", "xs", "xz"], ["xd"]),
             h.make_node("DequantizeLinear", ["wq", "ws", "wz"], ["wd"], axis=0),
             h.make_node("Conv", ["xd", "wd"], ["y"], pads=[1, 1, 1, 1]), h.make_node("QuantizeLinear", ["y", "ys", "yz"], ["yq"]),
             h.make_node("DequantizeLinear", ["yq", "ys", "yz"], ["o0"])]
    inits = [nh.from_array(np.array(xs), "xs"), nh.from_array(np.array(xz), "xz"), nh.from_array(wq, "wq"), nh.from_array(ws, "ws"),
             nh.from_array(np.zeros(4, np.int8), "wz"), nh.from_array(np.array(np.float32(0.05)), "ys"), nh.from_array(np.array(np.int8(-3)), "yz")]
    xd = (np.clip(np.round(x / xs) + 128, 0, 255) - 128) * xs
    wd = wq.astype(np.float32) * ws[:, None, None, None]
    xp = np.pad(xd, ((0, 0), (0, 0), (1, 1), (1, 1)))
    y = np.zeros((1, 4, 5, 5), np.float32)
    for i in range(5):
        for j in range(5):
            y[0, :, i, j] = (xp[0, :, i:i + 3, j:j + 3][None] * wd).sum((1, 2, 3))
    ref = (np.clip(np.round(y / np.float32(0.05)) - 3, -128, 127) + 3) * np.float32(0.05)
    return helper_case(nodes, [h.make_tensor_value_info("x", T.FLOAT, [1, 3, 5, 5])], [h.make_tensor_value_info("o0", T.FLOAT, None)],
                       inits, [x], [ref], opset=13)


def qdq_mobile():
    """A quantized MobileNet block as ONNX Runtime's quantizer writes it: QDQ around a depthwise conv (int32 bias),
    a pointwise conv and the residual Add (uint8 + int8 -> uint8), then a depthwise QLinearConv (stride 2): 2 qdwconv2d,
    1 qconv2d and 1 qadd (USES). Reference in exact integers and float64, every rounding checked clear of a tie."""
    rng = np.random.RandomState(9)
    C, f = 8, np.float64
    x = rng.randn(1, C, 6, 6).astype(np.float32)

    def per_channel(w):   # symmetric int8 per output channel, as the quantizer makes weights
        s = (np.abs(w).reshape(C, -1).max(1) / 127).astype(np.float32)
        return np.clip(np.round(w / s[:, None, None, None]), -127, 127).astype(np.int8), s
    dq, ds = per_channel(rng.randn(C, 1, 3, 3).astype(np.float32))
    pq, ps = per_channel(rng.randn(C, C, 1, 1).astype(np.float32))
    lq, ls = per_channel(rng.randn(C, 1, 3, 3).astype(np.float32))
    db, lb = rng.randint(-500, 500, C).astype(np.int32), rng.randint(-500, 500, C).astype(np.int32)
    xs, xz, s1, z1, s2, z2 = np.float32(0.031), np.int8(-4), np.float32(0.053), np.int8(3), np.float32(0.173), np.uint8(125)
    s3, z3, s4, z4 = np.float32(0.163), np.uint8(131), np.float32(0.263), np.int8(-2)
    D = lambda q, s, z, o, **k: h.make_node("DequantizeLinear", [q, s, z], [o], **k)   # noqa: E731
    Q = lambda v, s, z, o: h.make_node("QuantizeLinear", [v, s, z], [o])   # noqa: E731
    nodes = [Q("x", "xs", "xz", "xq"), D("xq", "xs", "xz", "xd"), D("dq", "ds", "dz", "dw", axis=0), D("db", "dbs", "dbz", "dbd", axis=0),
             h.make_node("Conv", ["xd", "dw", "dbd"], ["c1"], group=C, pads=[1, 1, 1, 1]), Q("c1", "s1", "z1", "c1q"),
             D("c1q", "s1", "z1", "c1d"), D("pq", "ps", "dz", "pw", axis=0), h.make_node("Conv", ["c1d", "pw"], ["c2"]),
             Q("c2", "s2", "z2", "c2q"), D("c2q", "s2", "z2", "c2d"), h.make_node("Add", ["c2d", "xd"], ["r"]), Q("r", "s3", "z3", "rq"),
             h.make_node("QLinearConv", ["rq", "s3", "z3", "lq", "ls", "dz", "s4", "z4", "lb"], ["y"], group=C, strides=[2, 2], pads=[1, 1, 1, 1]),
             D("y", "s4", "z4", "o0")]
    A = lambda v, n: nh.from_array(np.array(v), n)   # noqa: E731
    inits = [A(xs, "xs"), A(xz, "xz"), A(dq, "dq"), A(ds, "ds"), A(np.zeros(C, np.int8), "dz"), A(db, "db"), A(xs * ds, "dbs"),
             A(np.zeros(C, np.int32), "dbz"), A(s1, "s1"), A(z1, "z1"), A(pq, "pq"), A(ps, "ps"), A(s2, "s2"), A(z2, "z2"),
             A(s3, "s3"), A(z3, "z3"), A(lq, "lq"), A(ls, "ls"), A(s4, "s4"), A(z4, "z4"), A(lb, "lb")]

    def conv(v, w, stride=1):   # exact sums; v less its zero point (so padding is 0), w [O, 1 or C, k, k]
        k = w.shape[2]
        vp, n = np.pad(v, ((0, 0), (0, 0), (k // 2, k // 2), (k // 2, k // 2))), (v.shape[2] - 1) // stride + 1
        y = np.zeros((1, C, n, n), np.int64)
        for i in range(n):
            for j in range(n):
                win = vp[0, :, i * stride:i * stride + k, j * stride:j * stride + k]
                y[0, :, i, j] = (win * w[:, 0]).sum((1, 2)) if w.shape[1] == 1 else (win[None] * w).sum((1, 2, 3))
        return y

    def q(v, s, z, lo):   # QuantizeLinear of the value v, less the zero point (the next layer's operand)
        v = v / f(s)
        assert np.abs(v - np.floor(v) - 0.5).min() > 1e-4, "a rounding near a tie: pick another seed"
        return np.clip(np.rint(v) + int(z), lo, lo + 255).astype(np.int64) - int(z)
    xq = q((x / xs).astype(np.float32).astype(f), 1, xz, -128)   # x / x_scale in float32, as ONNX divides
    c1 = q((conv(xq, dq.astype(np.int64)) + db[None, :, None, None]) * f(xs) * ds.astype(f)[None, :, None, None], s1, z1, -128)
    c2 = q(conv(c1, pq.astype(np.int64)) * f(s1) * ps.astype(f)[None, :, None, None], s2, z2, 0)
    r = q(c2 * f(s2) + xq * f(xs), s3, z3, 0)
    y = q((conv(r, lq.astype(np.int64), 2) + lb[None, :, None, None]) * f(s3) * ls.astype(f)[None, :, None, None], s4, z4, -128)
    return helper_case(nodes, [h.make_tensor_value_info("x", T.FLOAT, [1, C, 6, 6])], [h.make_tensor_value_info("o0", T.FLOAT, None)],
                       inits, [x], [(y * f(s4)).astype(np.float32)], opset=13)


def qdq_linear():
    """QDQ around MatMul (int8 weights per column) and Gemm (transB, per-row weights, int32 bias DQ'd at
    x_scale * w_scale), uint8 activations: both run as qconv2d (USES), reference in numpy's float64."""
    rng = np.random.RandomState(8)
    x = rng.randn(2, 8).astype(np.float32)
    w1 = rng.randn(8, 6).astype(np.float32) * 0.4
    w2 = rng.randn(5, 6).astype(np.float32) * 0.4
    s1 = (np.abs(w1).max(0) / 127).astype(np.float32)
    s2 = (np.abs(w2).max(1) / 127).astype(np.float32)
    q1 = np.clip(np.round(w1 / s1), -127, 127).astype(np.int8)
    q2 = np.clip(np.round(w2 / s2[:, None]), -127, 127).astype(np.int8)
    xs, xz, ys, yz, zs, zz = np.float32(0.03), np.uint8(120), np.float32(0.06), np.int8(5), np.float32(0.1), np.uint8(130)
    b = rng.randint(-300, 300, 5).astype(np.int32)
    bs = (np.float32(ys) * s2).astype(np.float32)
    nodes = [h.make_node("QuantizeLinear", ["x", "xs", "xz"], ["xq"]), h.make_node("DequantizeLinear", ["xq", "xs", "xz"], ["xd"]),
             h.make_node("DequantizeLinear", ["q1", "s1", "z1"], ["w1"], axis=1), h.make_node("MatMul", ["xd", "w1"], ["m"]),
             h.make_node("QuantizeLinear", ["m", "ys", "yz"], ["mq"]), h.make_node("DequantizeLinear", ["mq", "ys", "yz"], ["md"]),
             h.make_node("DequantizeLinear", ["q2", "s2", "z2"], ["w2"], axis=0),
             h.make_node("DequantizeLinear", ["b", "bs", "bz"], ["bd"], axis=0),
             h.make_node("Gemm", ["md", "w2", "bd"], ["g"], transB=1), h.make_node("QuantizeLinear", ["g", "zs", "zz"], ["gq"]),
             h.make_node("DequantizeLinear", ["gq", "zs", "zz"], ["o0"])]
    A = lambda v, n: nh.from_array(np.array(v), n)   # noqa: E731
    inits = [A(xs, "xs"), A(xz, "xz"), A(q1, "q1"), A(s1, "s1"), A(np.zeros(6, np.int8), "z1"), A(ys, "ys"), A(yz, "yz"),
             A(q2, "q2"), A(s2, "s2"), A(np.zeros(5, np.int8), "z2"), A(b, "b"), A(bs, "bs"), A(np.zeros(5, np.int32), "bz"),
             A(zs, "zs"), A(zz, "zz")]
    f = np.float64
    xq = np.clip(np.round(x / f(xs)) + 120, 0, 255) - 120
    m = (xq @ q1.astype(f)) * f(xs) * s1.astype(f)
    mq = np.clip(np.round(m / f(ys)) + 5, -128, 127) - 5
    g = (mq @ q2.astype(f).T + b) * f(ys) * s2.astype(f)
    ref = ((np.clip(np.round(g / f(zs)) + 130, 0, 255) - 130) * f(zs)).astype(np.float32)
    return helper_case(nodes, [h.make_tensor_value_info("x", T.FLOAT, [2, 8])], [h.make_tensor_value_info("o0", T.FLOAT, None)],
                       inits, [x], [ref], opset=13)

def integer_ops():
    """MatMulInteger (uint8 x int8 with zero points), ConvInteger, and ScatterND / Expand on constants (folded)."""
    rng = np.random.RandomState(7)
    a = rng.randint(0, 256, (3, 4)).astype(np.uint8)
    b = rng.randint(-128, 128, (4, 5)).astype(np.int8)
    x = rng.randint(-20, 20, (1, 2, 4, 4)).astype(np.int8)
    w = rng.randint(-5, 5, (3, 2, 3, 3)).astype(np.int8)
    data = np.zeros((4, 4), np.int64)
    nodes = [h.make_node("MatMulInteger", ["a", "b", "az", "bz"], ["o0"]),
             h.make_node("ConvInteger", ["x", "w"], ["o1"], pads=[1, 0, 1, 0]),
             h.make_node("ScatterND", ["data", "si", "su"], ["sc"]), h.make_node("Cast", ["sc"], ["scf"], to=T.FLOAT),
             h.make_node("Expand", ["e", "es"], ["ex"]), h.make_node("Cast", ["ex"], ["exf"], to=T.FLOAT),
             h.make_node("Add", ["scf", "exf"], ["s"]), h.make_node("Add", ["s", "f"], ["o2"])]
    si = np.array([[1, 2], [3, 0]], np.int64)
    su = np.array([5, 7], np.int64)
    inits = [nh.from_array(np.array(np.uint8(130)), "az"), nh.from_array(np.array(np.int8(-3)), "bz"), nh.from_array(w, "w"),
             nh.from_array(data, "data"), nh.from_array(si, "si"), nh.from_array(su, "su"),
             nh.from_array(np.array([[1], [2], [3], [4]], np.int64), "e"), nh.from_array(np.array([4, 4], np.int64), "es")]
    mm = (a.astype(np.int32) - 130) @ (b.astype(np.int32) + 3)
    xp = np.pad(x.astype(np.int32), ((0, 0), (0, 0), (1, 1), (0, 0)))
    conv = np.zeros((1, 3, 4, 2), np.int32)
    for i in range(4):
        for j in range(2):
            conv[0, :, i, j] = (xp[0, :, i:i + 3, j:j + 3][None] * w.astype(np.int32)).sum((1, 2, 3))
    sc = data.copy()
    sc[1, 2], sc[3, 0] = 5, 7
    f = rng.randn(4, 4).astype(np.float32)
    ref2 = sc.astype(np.float32) + np.broadcast_to(np.array([[1], [2], [3], [4]], np.float32), (4, 4)) + f
    return helper_case(nodes, [h.make_tensor_value_info("a", T.UINT8, [3, 4]), h.make_tensor_value_info("b", T.INT8, [4, 5]),
                               h.make_tensor_value_info("x", T.INT8, [1, 2, 4, 4]), h.make_tensor_value_info("f", T.FLOAT, [4, 4])],
                       [h.make_tensor_value_info("o0", T.INT32, None), h.make_tensor_value_info("o1", T.INT32, None),
                        h.make_tensor_value_info("o2", T.FLOAT, None)],
                       inits, [a.astype(np.float32), b, x, f], [mm, conv, ref2], opset=13)


def wide_concat():
    """A Concat of 40 inputs (more than one op holds: nested)."""
    rng = np.random.RandomState(5)
    x = rng.randn(2, 3).astype(np.float32)
    names = ["c%d" % k for k in range(40)]
    inits = [nh.from_array(np.full((2, 1), k, np.float32), n) for k, n in enumerate(names)]
    nodes = [h.make_node("Concat", ["x"] + names, ["c"], axis=1), h.make_node("Relu", ["c"], ["o"])]
    ref = np.concatenate([x] + [np.full((2, 1), k, np.float32) for k in range(40)], 1)
    return helper_case(nodes, [h.make_tensor_value_info("x", T.FLOAT, [2, 3])], [h.make_tensor_value_info("o", T.FLOAT, None)],
                       inits, [x], [np.maximum(ref, 0)])


def functions():
    """Model-local functions (FunctionProto): an attribute reference, a nested call, an input passed through."""
    rng = np.random.RandomState(6)
    x = rng.randn(2, 5).astype(np.float32)
    const = h.make_node("Constant", [], ["a"])
    ref = onnx.AttributeProto()
    ref.name, ref.ref_attr_name, ref.type = "value_float", "alpha", onnx.AttributeProto.FLOAT
    const.attribute.extend([ref])
    scaled = h.make_function("local", "ScaledRelu", ["X"], ["Y"],
                             [const, h.make_node("Mul", ["X", "a"], ["m"]), h.make_node("Relu", ["m"], ["Y"])],
                             [h.make_opsetid("", 17)], ["alpha"])
    inner = h.make_node("ScaledRelu", ["X"], ["t"], domain="local")
    ref2 = onnx.AttributeProto()
    ref2.name, ref2.ref_attr_name, ref2.type = "alpha", "alpha", onnx.AttributeProto.FLOAT
    inner.attribute.extend([ref2])
    twice = h.make_function("local", "Twice", ["X"], ["Y", "X"],
                            [inner, h.make_node("ScaledRelu", ["t"], ["Y"], domain="local", alpha=0.5)],
                            [h.make_opsetid("", 17), h.make_opsetid("local", 1)], ["alpha"])
    nodes = [h.make_node("Twice", ["x"], ["o0", "p"], domain="local", alpha=3.0), h.make_node("Neg", ["p"], ["o1"])]
    g = h.make_graph(nodes, "g", [h.make_tensor_value_info("x", T.FLOAT, [2, 5])],
                     [h.make_tensor_value_info("o0", T.FLOAT, None), h.make_tensor_value_info("o1", T.FLOAT, None)])

    def make(path):
        m = h.make_model(g, opset_imports=[h.make_opsetid("", 17), h.make_opsetid("local", 1)], functions=[scaled, twice])
        onnx.save(m, path)
        return [x], [np.maximum(np.maximum(3 * x, 0) * 0.5, 0), -x]
    return make


def control_flow():
    """If on a condition that folds from shapes, Loop with a constant trip count (carried value, scan output,
    a value read from outside the body), an If nested in the loop body on the iteration number."""
    rng = np.random.RandomState(7)
    x = rng.randn(2, 3).astype(np.float32)
    i64 = lambda n, v: nh.from_array(np.array(v, np.int64), n)   # noqa: E731
    then_g = h.make_graph([h.make_node("Mul", ["x", "two"], ["t"])], "then", [], [h.make_tensor_value_info("t", T.FLOAT, None)],
                          [nh.from_array(np.array(2, np.float32), "two")])
    else_g = h.make_graph([h.make_node("Neg", ["x"], ["e"])], "else", [], [h.make_tensor_value_info("e", T.FLOAT, None)])
    inner_then = h.make_graph([h.make_node("Add", ["v1", "x"], ["it"])], "ithen", [], [h.make_tensor_value_info("it", T.FLOAT, None)])
    inner_else = h.make_graph([h.make_node("Sub", ["v1", "x"], ["ie"])], "ielse", [], [h.make_tensor_value_info("ie", T.FLOAT, None)])
    body = h.make_graph([h.make_node("Add", ["v", "x"], ["v1"]),
                         h.make_node("Equal", ["i", "one"], ["is1"]),
                         h.make_node("If", ["is1"], ["v2"], then_branch=inner_then, else_branch=inner_else),
                         h.make_node("Mul", ["v2", "half"], ["s"]),
                         h.make_node("Identity", ["c"], ["c1"])], "body",
                        [h.make_tensor_value_info("i", T.INT64, []), h.make_tensor_value_info("c", T.BOOL, []),
                         h.make_tensor_value_info("v", T.FLOAT, [2, 3])],
                        [h.make_tensor_value_info("c1", T.BOOL, []), h.make_tensor_value_info("v2", T.FLOAT, None),
                         h.make_tensor_value_info("s", T.FLOAT, None)],
                        [i64("one", 1), nh.from_array(np.array(0.5, np.float32), "half")])
    nodes = [h.make_node("Shape", ["x"], ["sh"]), h.make_node("Gather", ["sh", "zero"], ["d0"], axis=0),
             h.make_node("Equal", ["d0", "two_i"], ["cond"]),
             h.make_node("If", ["cond"], ["o0"], then_branch=then_g, else_branch=else_g, name="if1"),
             h.make_node("Loop", ["trips", "", "v0"], ["o1", "o2"], body=body, name="loop1")]
    inits = [i64("zero", 0), i64("two_i", 2), i64("trips", 3), nh.from_array(np.zeros((2, 3), np.float32), "v0")]
    v, scans = np.zeros((2, 3), np.float32), []
    for it in range(3):
        v = v + x
        v = v + x if it == 1 else v - x
        scans.append(v * 0.5)
    return helper_case(nodes, [h.make_tensor_value_info("x", T.FLOAT, [2, 3])],
                       [h.make_tensor_value_info("o%d" % k, T.FLOAT, None) for k in range(3)], inits, [x],
                       [x * 2, v, np.stack(scans)])


def signal():
    """A log-mel front end's parts: HannWindow -> STFT (a constant window, frames by slices), power, MatMul by
    MelWeightMatrix; STFT with a run-time Blackman window (frames by a gather); DFT (real, one-sided, cut to
    32) and its inverse (IRFFT)."""
    rng = np.random.RandomState(9)
    x = rng.randn(2, 96).astype(np.float32)
    i64 = lambda n, v: nh.from_array(np.array(v, np.int64), n)   # noqa: E731
    nodes = [h.make_node("Unsqueeze", ["x", "ax2"], ["xs"]), h.make_node("HannWindow", ["n16"], ["hann"]),
             h.make_node("STFT", ["xs", "s4", "hann"], ["o0"]), h.make_node("Mul", ["o0", "o0"], ["sq"]),
             h.make_node("ReduceSum", ["sq", "axm1"], ["pw"], keepdims=0),
             h.make_node("MelWeightMatrix", ["n5", "n16", "sr", "lo", "hi"], ["mel"]), h.make_node("MatMul", ["pw", "mel"], ["o1"]),
             h.make_node("BlackmanWindow", ["n10"], ["bw"], periodic=0), h.make_node("Add", ["bw", "x10"], ["rw"]),
             h.make_node("STFT", ["xs", "s3", "rw"], ["o2"], onesided=0),
             h.make_node("DFT", ["xs", "n32"], ["o3"], axis=1, onesided=1),
             h.make_node("DFT", ["o3", "n32"], ["o4"], axis=1, inverse=1, onesided=1)]
    inits = [i64("ax2", [2]), i64("axm1", [-1]), i64("n16", 16), i64("n10", 10), i64("n5", 5), i64("n32", 32),
             i64("s4", 4), i64("s3", 3), i64("sr", 8000), nh.from_array(np.array(0, np.float32), "lo"),
             nh.from_array(np.array(4000, np.float32), "hi")]
    x10 = rng.rand(10).astype(np.float32)   # the window a graph input: known at run time only

    def stft(w, step, onesided):
        n = len(w)
        f = np.stack([x[:, k * step:k * step + n] * w for k in range(1 + (96 - n) // step)], 1)
        y = np.fft.fft(f, axis=2)[:, :, :n // 2 + 1 if onesided else n]
        return np.stack([y.real, y.imag], -1)
    t = np.arange(16)
    spec = stft(np.sin(np.pi * t / 16) ** 2, 4, 1)
    # the spec's filterbank: 5 + 2 mel points, step = range / 7, bins floor(17 hz / 8000)
    mels = np.arange(7) * (2595 * np.log10(1 + np.float32(4000) / 700) / 7)
    b = (17 * (700 * (10 ** (mels / 2595) - 1)) // 8000).astype(int)
    mel = np.zeros((9, 5))
    for i in range(5):
        for j in range(b[i], b[i + 1] + 1):
            mel[j, i] = (j - b[i]) / (b[i + 1] - b[i]) if b[i + 1] > b[i] else 1
        for j in range(b[i + 1], b[i + 2]):
            mel[j, i] = (b[i + 2] - j) / (b[i + 2] - b[i + 1])
    t = np.arange(10)
    bw = 0.42 - 0.5 * np.cos(2 * np.pi * t / 9) + 0.08 * np.cos(4 * np.pi * t / 9)
    r = np.fft.rfft(x[:, :32], axis=1)
    refs = [spec, (spec ** 2).sum(-1) @ mel, stft(bw + x10, 3, 0), np.stack([r.real, r.imag], -1), x[:, :32, None]]
    refs = [a.astype(np.float32) for a in refs]
    outs = [h.make_tensor_value_info("o%d" % k, T.FLOAT, None) for k in range(5)]
    return helper_case(nodes, [h.make_tensor_value_info("x", T.FLOAT, [2, 96]), h.make_tensor_value_info("x10", T.FLOAT, [10])],
                       outs, inits, [x, x10], refs)


# ---- error cases: (nodes, inputs, outputs, inits, opset, extra args, expected first line) ----

def unary_acts():
    """HardSwish, HardSigmoid (alpha, beta) and SiLU as torch.onnx writes it (Sigmoid, then Mul by x, either
    operand order): one unary op each (UNARY_OPS); a Sigmoid that is also a model output keeps its Mul."""
    rng = np.random.RandomState(7)
    x = (rng.randn(2, 3, 5, 7) * 4).astype(np.float32)   # 210 values: past +-3 and vector tails
    nodes = [h.make_node("HardSwish", ["x"], ["o0"]), h.make_node("HardSigmoid", ["x"], ["o1"], alpha=0.3, beta=0.4),
             h.make_node("Sigmoid", ["x"], ["s"]), h.make_node("Mul", ["x", "s"], ["o2"]),
             h.make_node("Sigmoid", ["x"], ["s2"]), h.make_node("Mul", ["s2", "x"], ["o3"]),
             h.make_node("Sigmoid", ["x"], ["o5"]), h.make_node("Mul", ["x", "o5"], ["o4"])]
    xd = x.astype(np.float64)
    sig = 1 / (1 + np.exp(-xd))
    refs = [xd * np.clip(xd / 6 + 0.5, 0, 1), np.clip(xd * np.float32(0.3) + np.float32(0.4), 0, 1), xd * sig, xd * sig, xd * sig, sig]
    outs = [h.make_tensor_value_info("o%d" % k, T.FLOAT, None) for k in range(6)]
    return helper_case(nodes, [h.make_tensor_value_info("x", T.FLOAT, [2, 3, 5, 7])], outs, [], [x], refs)


def bad(nodes, inputs, outputs, inits, want, opset=17, args=(), domain_ops=()):
    def make(path):
        g = h.make_graph(nodes, "g", inputs, outputs, inits)
        ops = [h.make_opsetid("", opset)] + [h.make_opsetid(d, 1) for d in domain_ops]
        onnx.save(h.make_model(g, opset_imports=ops), path)
        return args, want
    return make


X = h.make_tensor_value_info("x", T.FLOAT, [1, 4])
Y = h.make_tensor_value_info("y", T.FLOAT, None)
BAD = {
    "bad_unsupported_op": bad([h.make_node("Relu", ["x"], ["r"], name="first"), h.make_node("Foo", ["r"], ["y"], name="foo1")], [X], [Y], [],
                              'error: node 1 "foo1": Foo: ONNX op \'Foo\' is not supported (see docs/onnx.md)'),
    "bad_domain": bad([h.make_node("FusedConv", ["x"], ["y"], domain="com.microsoft")], [X], [Y], [],
                      "error: ONNX op 'FusedConv' of domain 'com.microsoft' is not supported (only the default domain is)",
                      domain_ops=["com.microsoft"]),
    "bad_undefined_input": bad([h.make_node("Add", ["x", "nowhere"], ["y"])], [X], [Y], [],
                               "error: 'nowhere' is not defined by any node, initializer or graph input"),
    "bad_cycle": bad([h.make_node("Add", ["x", "b"], ["a"]), h.make_node("Relu", ["a"], ["b"]), h.make_node("Relu", ["a"], ["y"])],
                     [X], [Y], [], "error: the graph has a cycle through this node (its inputs depend on its own outputs)"),
    "bad_unknown_dim": bad([h.make_node("Relu", ["x"], ["y"])], [h.make_tensor_value_info("x", T.FLOAT, ["batch", 4])], [Y], [],
                           "error: dimension 0 of argument 'x' (tensor<?x4xf32>) is unknown; give it with --shape x=..."),
    "bad_data_shape": bad([h.make_node("Cast", ["x"], ["s"], to=T.INT64), h.make_node("Reshape", ["x", "s2"], ["y"], name="rs"),
                           h.make_node("Squeeze", ["s"], ["s2"])],
                          [h.make_tensor_value_info("x", T.FLOAT, [1, 2])], [Y], [],
                          'error: node 1 "rs": Reshape: input 1 (shape) must be known at translate time, but it is computed from the graph input \'x\''),
    "bad_if_data": bad([h.make_node("ReduceSum", ["x"], ["r"], keepdims=0), h.make_node("Greater", ["r", "z"], ["c"]),
                        h.make_node("If", ["c"], ["y"], name="if1",
                                    then_branch=h.make_graph([h.make_node("Relu", ["x"], ["t"])], "t", [],
                                                             [h.make_tensor_value_info("t", T.FLOAT, None)]),
                                    else_branch=h.make_graph([h.make_node("Neg", ["x"], ["e"])], "e", [],
                                                             [h.make_tensor_value_info("e", T.FLOAT, None)]))],
                       [X], [Y], [nh.from_array(np.array(0, np.float32), "z")],
                       'error: node 2 "if1": If: the condition \'c\' is computed from the graph input \'x\' at run time; npk programs '
                       "have no branches or loops, so it must be known at translate time (--const x=... makes an input a constant)"),
    "bad_opset": bad([h.make_node("Relu", ["x"], ["y"])], [X], [Y], [],
                     "error: the model imports opset 22 of the default ONNX domain; mlir2c supports opsets 1 to 21", opset=22),
    "bad_opset3_concat": bad([h.make_node("Concat", ["x", "x"], ["y"], name="cat")], [X], [Y], [],
                             "error: Concat of opset 3 (before its opset-4 form) is not supported", opset=3),
    "bad_opset6_broadcast": bad([h.make_node("Add", ["x", "b"], ["y"], name="add0")], [X], [Y],
                                [nh.from_array(np.ones(4, np.float32), "b")],
                                'error: node 0 "add0": Add: broadcast = 0 (opset 6) needs inputs of one shape', opset=6),
    "bad_opset6_training": bad([h.make_node("BatchNormalization", ["x", "s", "s", "s", "s"], ["y"], name="bn0")], [X], [Y],
                               [nh.from_array(np.ones(4, np.float32), "s")],
                               'error: node 0 "bn0": BatchNormalization: is_test = 0 (training, opset 6) is not supported '
                               "(inference only)", opset=6),
}

CASES = {
    "cnn": torch_case(cnn, [(2, 3, 12, 12)]),
    "cnn_opset11": torch_case(cnn, [(2, 3, 12, 12)], opset=11),
    "mobile_block": torch_case(mobile, [(1, 4, 6, 6)]),
    "activations": torch_case(activations, [(2, 3, 5)]),
    "shapes": torch_case(shapes, [(2, 3, 6, 5)]),
    "shapes_opset11": torch_case(shapes, [(2, 3, 6, 5)], opset=11),
    "reductions": torch_case(reductions, [(2, 3, 4, 5)]),
    "reductions_opset11": torch_case(reductions, [(2, 3, 4, 5)], opset=11),
    "resize": torch_case(resize, [(1, 2, 3, 4)]),
    "attention": torch_case(attention, [(2, 5, 8)]),
    "convs": torch_case(convs, [(1, 3, 4, 5), (2, 3, 9)]),
    "gemm": torch_case(gemm, [(6, 6), (6, 6)]),
    "rnns": torch_case(rnns, [(2, 3, 4)]),
    "rnns_masked": torch_case(rnns_masked, [(5, 3, 4)]),
    "gathers": torch_case(gathers, [(2, 4, 3), (2, 2, 3)], ints=(1,)),
    "qdq": qdq(),
    "qdq_linear": qdq_linear(),
    "qdq_mobile": qdq_mobile(),
    "integer_ops": integer_ops(),
    "logic": logic(),
    "unary_acts": unary_acts(),
    "old_opset": old_opset(),
    "opset6": opset6(),
    "crop_pad": crop_pad(),
    "wide_concat": wide_concat(),
    "functions": functions(),
    "control_flow": control_flow(),
    "signal": signal(),
    "pools_extra": pools_extra(),
}
# int8 kernels a case must run on: (op, count), or a list of them, in the C tables mlir2c writes (the op table's /* op */ comments)
# elementwise functions a case must run as: NPK_USE_UNARY_/BINARY_<FN> the C tables' header defines, and how many unary
# and binary ops they hold
UNARY_OPS = {"unary_acts": (["UNARY_HARDSWISH", "UNARY_HARDSIGMOID", "UNARY_SILU", "UNARY_SIGMOID", "BINARY_MUL"], 5, 1)}
USES = {"qdq": ("qconv2d", 1), "qdq_linear": ("qconv2d", 2), "qdq_mobile": [("qdwconv2d", 2), ("qconv2d", 1), ("qadd", 1)]}


def check_model(name, a):
    path = os.path.join(a.work, name + ".onnx")
    xs, refs = CASES[name](path)
    txt = os.path.join(a.work, name + ".txt")
    with open(txt, "w") as f:
        f.write("// TOL: %g\n" % TOL)
        f.writelines("// INPUT %d: %s\n" % (i, values(x)) for i, x in enumerate(xs))
        f.writelines("// EXPECT %d: %s\n" % (i, values(r)) for i, r in enumerate(refs))
    ok = True
    for out in (name + ".tcp", name + ".c"):
        rc, so, se = run([a.mlir2c, path, "-o", os.path.join(a.work, out)])
        if rc:
            print("FAIL: mlir2c %s -o %s:\n%s%s" % (path, out, so, se[:3000]))
            return False
    uses = USES.get(name, [])
    for op, n in [uses] if isinstance(uses, tuple) else uses:
        with open(os.path.join(a.work, name + ".c")) as f:
            got = f.read().count("/* %s */" % op)
        print("%s: %d %s op(s), %d expected" % (name, got, op, n))
        if got != n:
            print("FAIL: %s does not run on the int8 kernels" % name)
            return False
    if name in UNARY_OPS:
        fns, n_un, n_bin = UNARY_OPS[name]
        with open(os.path.join(a.work, name + ".c")) as f:
            c = f.read()
        with open(os.path.join(a.work, name + ".h")) as f:   # the model header selects the functions
            got = sorted(re.findall(r"#define NPK_USE_((?:UN|BIN)ARY_\w+) 1", f.read()))
        print("%s: %s, %d unary, %d binary op(s)" % (name, " ".join(got), c.count("/* unary */"), c.count("/* binary */")))
        if got != sorted(fns) or c.count("/* unary */") != n_un or c.count("/* binary */") != n_bin:
            print("FAIL: want %s, %d unary, %d binary" % (" ".join(sorted(fns)), n_un, n_bin))
            return False
    rc, so, se = run([a.run_tcp, os.path.join(a.work, name + ".tcp"), txt])
    print(so.strip(), se.strip())
    if rc:
        print("FAIL: %s differs from the reference" % name)
        ok = False
    return ok


def check_bad(name, a):
    path = os.path.join(a.work, name + ".onnx")
    args, want = BAD[name](path)
    rc, so, se = run([a.mlir2c, path, "-o", os.path.join(a.work, name + ".tcp")] + list(args))
    first = se.splitlines()[0] if se else ""
    got = first.split(": ", 1)[1] if first.startswith(path) else first
    print(se)
    if rc != 1 or got != want:
        print("FAIL: expected exit 1 and\n  %s\ngot exit %d and\n  %s" % (want, rc, got))
        return False
    return True


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--mlir2c", required=True)
    p.add_argument("--run-tcp", required=True)
    p.add_argument("--work", required=True)
    p.add_argument("case", choices=sorted(list(CASES) + list(BAD)))
    a = p.parse_args()
    os.makedirs(a.work, exist_ok=True)
    ok = check_bad(a.case, a) if a.case in BAD else check_model(a.case, a)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
