#!/usr/bin/python3
"""A tiny NumPy interpreter of the TCF subset export_tcf.py writes (no PyTorch needed).

It parses a models/mnist/*.mlir file, checks every op's declared operand and result types
against the shapes it computes, runs the model on the held-out digits and compares with the
PyTorch golden outputs: the proof that the .mlir says what the trained model does.

Usage: tools/mnist/tcf_eval.py MODEL.mlir [--arg NAME=FILE.npy ...] [--images IDX]
                               [--golden NPY] [--labels IDX] [--tol 1e-4]
fc.mlir takes its weights as arguments: --arg weights=models/mnist/fc-weights.npy
--arg biases=models/mnist/fc-biases.npy. Its image argument is [784,N] (one image per
column) and its [10,N] result is transposed before comparing with the golden [N,10].
Exit status 1 if a type is wrong, the max abs difference exceeds --tol or a prediction
differs from the golden one.
"""
import argparse
import os
import re
import sys

import numpy as np

from make_data import read_idx  # the one IDX reader of tools/mnist

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
DATA_DIR = os.path.join(REPO, "data", "mnist")

TYPE_RE = re.compile(r"tensor<((?:(?:\?|\d+)x)*)f32>")
FUNC_RE = re.compile(r"^func @(\w+)\((.*)\) -> (tensor<[^>]*>) \{$")
ARG_RE = re.compile(r"(%\w+): (tensor<[^>]*>)")
CONST_RE = re.compile(r'^(%\w+) = arith\.constant dense<"0x([0-9A-F]*)"> : (tensor<[^>]*>)$')
OP_RE = re.compile(r"^(%\w+) = tcf\.(\w+) ([%\w, ]+?)(?: \{(.*)\})? : \((.*)\) -> (tensor<[^>]*>)$")
RETURN_RE = re.compile(r"^return (%\w+) : (tensor<[^>]*>)$")
ATTR_RE = re.compile(r"(\w+) = (\[[-\d, ]*\]|-?\d+)(?: : i64)?")


class TcfError(Exception):
    pass


def parse_type(text):
    """tensor<?x1x28x28xf32> -> [None, 1, 28, 28]."""
    m = TYPE_RE.fullmatch(text.strip())
    if not m:
        raise TcfError("not a f32 tensor type: %r" % text)
    return [None if d == "?" else int(d) for d in m.group(1).split("x")[:-1]]


def parse_attrs(text):
    attrs = {}
    for key, value in ATTR_RE.findall(text or ""):
        attrs[key] = [int(v) for v in value.strip("[]").split(",")] if value.startswith("[") else int(value)
    return attrs


def parse(path):
    """Return (name, args [(name, type)], result type, constants {name: array}, ops, return value)."""
    func, consts, ops, ret = None, {}, [], None
    with open(path) as f:
        for lineno, raw in enumerate(f, 1):
            line = raw.strip()
            if not line or line.startswith("//") or line == "}":
                continue
            where = "%s:%d" % (path, lineno)
            m = FUNC_RE.match(line)
            if m:
                args = [(n, parse_type(t)) for n, t in ARG_RE.findall(m.group(2))]
                func = (m.group(1), args, parse_type(m.group(3)))
                continue
            m = CONST_RE.match(line)
            if m:
                shape = parse_type(m.group(3))
                data = np.frombuffer(bytes.fromhex(m.group(2)), dtype="<f4")
                if None in shape or data.size != int(np.prod(shape)):
                    raise TcfError("%s: constant %s has %d floats for %s" % (where, m.group(1), data.size, shape))
                consts[m.group(1)] = data.reshape(shape).astype(np.float32)
                continue
            m = OP_RE.match(line)
            if m:
                operands = [s.strip() for s in m.group(3).split(",")]
                in_types = [parse_type(t) for t in re.findall(r"tensor<[^>]*>", m.group(5))]
                ops.append((where, m.group(1), m.group(2), operands, parse_attrs(m.group(4)),
                            in_types, parse_type(m.group(6))))
                continue
            m = RETURN_RE.match(line)
            if m:
                ret = (m.group(1), parse_type(m.group(2)))
                continue
            raise TcfError("%s: cannot parse: %s" % (where, line[:120]))
    if func is None or ret is None:
        raise TcfError("%s: no func or no return" % path)
    return func, consts, ops, ret


def check_type(where, what, array, declared):
    ok = array.ndim == len(declared) and all(d is None or d == n for d, n in zip(declared, array.shape))
    if not ok:
        raise TcfError("%s: %s has shape %s, declared %s" % (where, what, list(array.shape), declared))


def conv_2d_nchw(x, w, b, stride, padding, dilation, groups):
    n, c, h, wd = x.shape
    cout, cin_g, kh, kw = w.shape
    top, left, bottom, right = padding
    x = np.pad(x, ((0, 0), (0, 0), (top, bottom), (left, right)))
    oh = (x.shape[2] - dilation[0] * (kh - 1) - 1) // stride[0] + 1
    ow = (x.shape[3] - dilation[1] * (kw - 1) - 1) // stride[1] + 1
    out = np.empty((n, cout, oh, ow), np.float32)
    cout_g = cout // groups
    for g in range(groups):
        xg = x[:, g * cin_g:(g + 1) * cin_g]
        # im2col: cols[n, cin_g, kh, kw, oh, ow]
        cols = np.empty((n, cin_g, kh, kw, oh, ow), np.float32)
        for i in range(kh):
            for j in range(kw):
                r, s = i * dilation[0], j * dilation[1]
                cols[:, :, i, j] = xg[:, :, r:r + stride[0] * oh:stride[0], s:s + stride[1] * ow:stride[1]]
        wg = w[g * cout_g:(g + 1) * cout_g].reshape(cout_g, -1)
        out[:, g * cout_g:(g + 1) * cout_g] = np.einsum(
            "ok,nkp->nop", wg, cols.reshape(n, cin_g * kh * kw, oh * ow)).reshape(n, cout_g, oh, ow)
    return out + b.reshape(1, cout, 1, 1)


def max_pool_2d(x, kernel, stride):
    n, c, h, w = x.shape
    oh, ow = (h - kernel[0]) // stride[0] + 1, (w - kernel[1]) // stride[1] + 1
    out = np.full((n, c, oh, ow), -np.inf, np.float32)
    for i in range(kernel[0]):
        for j in range(kernel[1]):
            out = np.maximum(out, x[:, :, i:i + stride[0] * oh:stride[0], j:j + stride[1] * ow:stride[1]])
    return out


def log_softmax(x, axis):
    shifted = x - x.max(axis=axis, keepdims=True)
    return shifted - np.log(np.exp(shifted).sum(axis=axis, keepdims=True))


def run_op(op, args, attrs, result_type):
    if op == "matmul":
        return np.matmul(args[0], args[1])
    if op == "add":
        return args[0] + args[1]
    if op == "relu":
        return np.maximum(args[0], np.float32(0))
    if op == "flatten":
        sd = attrs["start_dim"]
        return args[0].reshape(args[0].shape[:sd] + (-1,))
    if op == "reshape":
        return args[0].reshape([-1 if d is None else d for d in result_type])
    if op == "conv_2d_nchw":
        return conv_2d_nchw(args[0], args[1], args[2], attrs["stride"], attrs["padding"],
                            attrs["dilation"], attrs["groups"])
    if op == "max_pool_2d":
        return max_pool_2d(args[0], attrs["kernel"], attrs["stride"])
    if op == "softmax":
        return np.exp(log_softmax(args[0], attrs["axis"]))
    if op == "log_softmax":
        return log_softmax(args[0], attrs["axis"])
    raise TcfError("unsupported op tcf.%s" % op)


def evaluate(program, inputs):
    (name, args, result_type), consts, ops, (ret, ret_type) = program
    values = dict(consts)
    for arg_name, arg_type in args:
        if arg_name not in inputs:
            raise TcfError("@%s: no value for argument %s" % (name, arg_name))
        check_type("@" + name, "argument " + arg_name, inputs[arg_name], arg_type)
        values[arg_name] = inputs[arg_name]
    for where, result, op, operands, attrs, in_types, out_type in ops:
        if len(in_types) != len(operands):
            raise TcfError("%s: %d operands but %d operand types" % (where, len(operands), len(in_types)))
        for operand, t in zip(operands, in_types):
            if operand not in values:
                raise TcfError("%s: %s is not defined" % (where, operand))
            check_type(where, "operand " + operand, values[operand], t)
        out = run_op(op, [values[o] for o in operands], attrs, out_type).astype(np.float32)
        check_type(where, "result " + result, out, out_type)
        values[result] = out
    check_type("@" + name, "return value", values[ret], ret_type)
    check_type("@" + name, "return value", values[ret], result_type)
    return values[ret]




def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("mlir")
    ap.add_argument("--arg", action="append", default=[], help="NAME=FILE.npy for a function argument")
    ap.add_argument("--images", default=os.path.join(DATA_DIR, "test-images.idx"))
    ap.add_argument("--labels", default=os.path.join(DATA_DIR, "test-labels.idx"))
    ap.add_argument("--golden", help="default: data/mnist/golden/<func name>.npy")
    ap.add_argument("--tol", type=float, default=1e-4, help="max abs difference allowed")
    ap.add_argument("--batch", type=int, default=100, help="images per evaluation (bounds memory)")
    args = ap.parse_args()
    try:
        program = parse(args.mlir)
        name, fargs, _ = program[0]
        fixed = {}
        for spec in args.arg:
            key, _, path = spec.partition("=")
            fixed["%" + key.lstrip("%")] = np.load(path).astype(np.float32)
        images = read_idx(args.images).astype(np.float32) / np.float32(255.0)
        labels = read_idx(args.labels).astype(np.int64)
        columns = len(dict(fargs)["%image"]) == 2     # fc: one image per column
        outs = []
        for i in range(0, len(images), args.batch):
            batch = images[i:i + args.batch]
            x = batch.reshape(len(batch), 784).T.copy() if columns else batch.reshape(-1, 1, 28, 28)
            out = evaluate(program, dict(fixed, **{"%image": x}))
            outs.append(out.T if columns else out)
        result = np.concatenate(outs)
    except (TcfError, KeyError, ValueError, OSError) as e:
        sys.exit("tcf_eval: %s" % e)
    golden = np.load(args.golden or os.path.join(DATA_DIR, "golden", name + ".npy"))
    if golden.shape != result.shape:
        sys.exit("tcf_eval: result %s but golden %s" % (result.shape, golden.shape))
    diff = float(np.abs(result - golden).max())
    pred = result.argmax(1)
    disagree = int((pred != golden.argmax(1)).sum())
    correct = int((pred == labels).sum())
    print("%s: %d images, max abs diff vs PyTorch %.3g, %d argmax disagreements, "
          "accuracy %.2f%% (%d/%d)" % (name, len(labels), diff, disagree,
                                       100.0 * correct / len(labels), correct, len(labels)))
    if diff > args.tol or disagree:
        sys.exit(1)


if __name__ == "__main__":
    main()
