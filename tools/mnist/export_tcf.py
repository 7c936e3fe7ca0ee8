#!/usr/bin/python3
"""Export the trained MNIST models as npcomp TCF MLIR, plus PyTorch golden outputs.

Reads <cache>/<model>.pt (from train.py) and data/mnist/test-*.idx; writes
  models/mnist/<model>.mlir            TCF, weights embedded as hex dense constants
  models/mnist/fc-weights.npy          fc only: f32 [10,784]; fc-biases.npy: f32 [10,1]
  data/mnist/golden/<model>.npy        PyTorch float32 eval-mode outputs, f32 [2000,10]
                                       (fc: its [10,N] logits transposed to [N,10])
  data/mnist/golden/<model>-accuracy.txt

Usage: tools/mnist/export_tcf.py [--cache DIR] [model ...]     (default: all models)
"""
import argparse
import os
import sys

import numpy as np
import torch
from torch import nn

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import models  # noqa: E402
from make_data import DATA_DIR, DEFAULT_CACHE, REPO, read_idx  # noqa: E402

MODELS_DIR = os.path.join(REPO, "models", "mnist")
GOLDEN_DIR = os.path.join(DATA_DIR, "golden")
MADE_BY = ("tools/mnist/make_data.py && tools/mnist/train.py && "
           "tools/mnist/export_tcf.py  (see tools/mnist/README.md)")

DESCRIPTION = {
    "fc": ["npcomp playground FC: logits[10,N] = weights[10,784] @ image[784,N] + biases[10,1].",
           "One image per column (pixels uint8/255); returns logits, no softmax.",
           "Weights are arguments: models/mnist/fc-weights.npy, fc-biases.npy. Translate with",
           "  mlir2c fc.mlir --shape image=784x1 --const weights=fc-weights.npy "
           "--const biases=fc-biases.npy"],
    "fc_softmax": ["Softmax regression: flatten -> linear 784->10 -> softmax.",
                   "Input [N,1,28,28] pixels uint8/255; output class probabilities [N,10]."],
    "mlp": ["MLP: flatten -> linear 784->128 -> relu -> linear 128->10 -> softmax.",
            "Input [N,1,28,28] pixels uint8/255; output class probabilities [N,10]."],
    "lenet": ["LeNet-5 style: conv 1->6 5x5 pad 2, relu, maxpool 2, conv 6->16 5x5, relu,",
              "maxpool 2, flatten, linear 400->120, relu, linear 120->84, relu, linear 84->10,",
              "log_softmax. Input [N,1,28,28] pixels uint8/255; output log-probabilities [N,10]."],
    "cnn": ["The classic PyTorch MNIST example: conv 1->32 3x3, relu, conv 32->64 3x3, relu,",
            "maxpool 2, flatten, linear 9216->128, relu, linear 128->10, log_softmax",
            "(dropout only in training). Input [N,1,28,28] pixels uint8/255;",
            "output log-probabilities [N,10]."],
}


def hex_dense(array):
    """"0x" + the raw little-endian float32 bytes in uppercase hex, row-major."""
    return "0x" + np.ascontiguousarray(array, dtype="<f4").tobytes().hex().upper()


def ttype(shape):
    """tensor<?x1x28x28xf32> from [None, 1, 28, 28] (None is the dynamic batch)."""
    return "tensor<%sxf32>" % "x".join("?" if d is None else str(d) for d in shape)


def pair(v):
    return list(v) if isinstance(v, (tuple, list)) else [v, v]


class Emitter:
    """Builds one TCF function: constants first, then one op per line, SSA values %0, %1..."""

    def __init__(self):
        self.consts, self.ops = [], []
        self.nvalues = 0
        self.nparams = 0

    def const(self, prefix, array):
        name = "%%%s%d" % (prefix, self.nparams)
        self.consts.append("  %s = arith.constant dense<\"%s\"> : %s" % (
            name, hex_dense(array), ttype(array.shape)))
        return name

    def op(self, text, operands, in_types, out_shape, attrs=""):
        name = "%%%d" % self.nvalues
        self.nvalues += 1
        self.ops.append("  %s = tcf.%s %s%s : (%s) -> %s" % (
            name, text, ", ".join(operands), " {%s}" % attrs if attrs else "",
            ", ".join(in_types), ttype(out_shape)))
        return name


def emit_sequential(name, model):
    """TCF text for an nn.Sequential made of the layers models.py uses."""
    em = Emitter()
    x, shape = "%image", [None, 1, 28, 28]
    for layer in model:
        t = ttype(shape)
        if isinstance(layer, nn.Dropout):
            continue   # identity in eval mode
        if isinstance(layer, nn.Flatten):
            if layer.start_dim != 1 or layer.end_dim != -1:
                raise ValueError("only Flatten(1, -1) is exported")
            out = [None, int(np.prod(shape[1:]))]
            x = em.op("flatten", [x], [t], out, "start_dim = 1 : i64")
        elif isinstance(layer, nn.Linear):
            w = layer.weight.detach().numpy().T          # [in, out]: matmul is x @ W
            b = layer.bias.detach().numpy()
            wn, bn = em.const("w", w), em.const("b", b)
            em.nparams += 1
            out = [None, w.shape[1]]
            x = em.op("matmul", [x, wn], [t, ttype(w.shape)], out)
            x = em.op("add", [x, bn], [ttype(out), ttype(b.shape)], out)
        elif isinstance(layer, nn.Conv2d):
            if layer.padding_mode != "zeros" or isinstance(layer.padding, str):
                raise ValueError("only explicit zero padding is exported")
            w = layer.weight.detach().numpy()            # [Cout, Cin/g, KH, KW]
            b = layer.bias.detach().numpy()
            wn, bn = em.const("w", w), em.const("b", b)
            em.nparams += 1
            (sh, sw), (ph, pw), (dh, dw) = map(pair, (layer.stride, layer.padding, layer.dilation))
            kh, kw = w.shape[2], w.shape[3]
            out = [None, w.shape[0],
                   (shape[2] + 2 * ph - dh * (kh - 1) - 1) // sh + 1,
                   (shape[3] + 2 * pw - dw * (kw - 1) - 1) // sw + 1]
            attrs = ("stride = [%d, %d], padding = [%d, %d, %d, %d], dilation = [%d, %d], "
                     "groups = %d : i64" % (sh, sw, ph, pw, ph, pw, dh, dw, layer.groups))
            x = em.op("conv_2d_nchw", [x, wn, bn], [t, ttype(w.shape), ttype(b.shape)], out, attrs)
        elif isinstance(layer, nn.MaxPool2d):
            (kh, kw), (sh, sw) = pair(layer.kernel_size), pair(layer.stride)
            if pair(layer.padding) != [0, 0] or pair(layer.dilation) != [1, 1] or layer.ceil_mode:
                raise ValueError("only unpadded, undilated, floor-mode max pooling is exported")
            out = [None, shape[1], (shape[2] - kh) // sh + 1, (shape[3] - kw) // sw + 1]
            x = em.op("max_pool_2d", [x], [t], out,
                      "kernel = [%d, %d], stride = [%d, %d]" % (kh, kw, sh, sw))
        elif isinstance(layer, nn.ReLU):
            out = shape
            x = em.op("relu", [x], [t], out)
        elif isinstance(layer, (nn.Softmax, nn.LogSoftmax)):
            if layer.dim != 1:
                raise ValueError("only softmax over dim 1 is exported")
            out = shape
            op = "softmax" if isinstance(layer, nn.Softmax) else "log_softmax"
            x = em.op(op, [x], [t], out, "axis = 1 : i64")
        else:
            raise ValueError("%s: layer %s is not exported" % (name, type(layer).__name__))
        shape = out
    body = ["func @%s(%%image: %s) -> %s {" % (name, ttype([None, 1, 28, 28]), ttype(shape))]
    body += em.consts + em.ops
    body += ["  return %s : %s" % (x, ttype(shape)), "}"]
    return body


def emit_fc():
    t = "tensor<?x?xf32>"
    return ["func @fc(%%image: %s, %%weights: %s, %%biases: %s) -> %s {" % (t, t, t, t),
            "  %%0 = tcf.matmul %%weights, %%image : (%s, %s) -> %s" % (t, t, t),
            "  %%1 = tcf.add %%0, %%biases : (%s, %s) -> %s" % (t, t, t),
            "  return %%1 : %s" % t,
            "}"]


def write_text(path, text):
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        f.write(text)
    os.replace(tmp, path)


def export(name, cache, test_x, test_y):
    model = models.build(name)
    weights = os.path.join(cache, name + ".pt")
    if not os.path.exists(weights):
        sys.exit("export_tcf: %s is missing; run tools/mnist/train.py %s first" % (weights, name))
    model.load_state_dict(torch.load(weights))
    model.eval()
    with torch.no_grad():
        golden = models.outputs(name, model, test_x).numpy().astype(np.float32)
    correct = int((golden.argmax(1) == test_y).sum())
    acc = correct / len(test_y)
    nparams = sum(p.numel() for p in model.parameters())

    header = ["// %s.mlir - MNIST digit classifier in the npcomp TCF dialect." % name]
    header += ["// " + line for line in DESCRIPTION[name]]
    header += ["// Parameters: %d. Held-out accuracy (PyTorch float32, the 2,000 digits of" % nparams,
               "// data/mnist/test-images.idx): %.2f%% (%d/%d)." % (100 * acc, correct, len(test_y)),
               "// Made by: " + MADE_BY]
    body = emit_fc() if name == "fc" else emit_sequential(name, model)
    write_text(os.path.join(MODELS_DIR, name + ".mlir"), "\n".join(header + body) + "\n")
    if name == "fc":
        np.save(os.path.join(MODELS_DIR, "fc-weights.npy"),
                model.weights.detach().numpy().astype(np.float32))
        np.save(os.path.join(MODELS_DIR, "fc-biases.npy"),
                model.biases.detach().numpy().astype(np.float32))
    np.save(os.path.join(GOLDEN_DIR, name + ".npy"), np.ascontiguousarray(golden))  # C order: npk_io rejects Fortran order
    write_text(os.path.join(GOLDEN_DIR, name + "-accuracy.txt"),
               "model %s\ncorrect %d\ntotal %d\naccuracy %.4f\n" % (name, correct, len(test_y), acc))
    print("%-10s %d parameters, held-out accuracy %.2f%% (%d/%d)" % (
        name, nparams, 100 * acc, correct, len(test_y)))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cache", default=DEFAULT_CACHE, help="where train.py saved the models")
    ap.add_argument("models", nargs="*", default=models.NAMES, help="models to export")
    args = ap.parse_args()
    for name in args.models:
        if name not in models.NAMES:
            sys.exit("export_tcf: unknown model %r (known: %s)" % (name, ", ".join(models.NAMES)))
    torch.set_num_threads(2)
    os.makedirs(GOLDEN_DIR, exist_ok=True)
    test_x = torch.from_numpy(read_idx(os.path.join(DATA_DIR, "test-images.idx"))
                              .astype(np.float32) / np.float32(255.0)).reshape(-1, 1, 28, 28)
    test_y = read_idx(os.path.join(DATA_DIR, "test-labels.idx")).astype(np.int64)
    for name in args.models:
        export(name, args.cache, test_x, test_y)


if __name__ == "__main__":
    main()
