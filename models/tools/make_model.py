"""make_model.py - the shared steps of every models/<name>/make.py script.

    make(name, build, inputs, n_golden, calibrate=...)

1. torch.manual_seed(SEED); build() gives the module (initialised, not trained:
   there is no data for these tasks here);
2. BatchNorm statistics calibrated on random batches (train mode, cumulative
   averages) and the affine parameters perturbed, so folding is exercised;
3. models/<name>/<name>.mlir (TOSA, llvm19 spelling, weights as dense_resource
   names) and <name>.weights.bin (raw f32) from tools/export/torch_export.py;
4. input.npy (n_golden samples) and golden.npy (PyTorch float32 eval outputs);
5. info.txt: parameters and MACs (batch 1).
Run with /usr/bin/python3 (PyTorch); the build and the tests never run it.
"""
import os
import sys

import numpy as np
import torch
from torch import nn

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "tools", "export"))
import torch_export  # noqa: E402

SEED = 20261124


def random_input(spec, n, gen):
    shape, dtype = spec
    shape = [n] + list(shape[1:])
    if dtype == "f32":
        return torch.randn(shape, generator=gen)
    return torch.randint(0, dtype_high(dtype), shape, generator=gen)


def dtype_high(dtype):
    return int(dtype.split("<")[1].rstrip(">")) if "<" in dtype else 100


def calibrate(model, inputs, batches=8, batch=16):
    """BatchNorm running stats from random batches; gamma/beta perturbed."""
    bns = [m for m in model.modules() if isinstance(m, (nn.BatchNorm1d, nn.BatchNorm2d))]
    if not bns:
        return
    gen = torch.Generator().manual_seed(SEED + 1)
    with torch.no_grad():
        for m in bns:
            m.reset_running_stats()
            m.momentum = None  # cumulative average
            m.weight.uniform_(0.7, 1.3, generator=gen)
            m.bias.uniform_(-0.2, 0.2, generator=gen)
        model.train()
        for _ in range(batches):
            model(*[random_input(s, batch, gen) for s in inputs])
    model.eval()


def count_macs(model, inputs):
    """Multiply-accumulates at batch 1 from forward hooks on the leaf layers."""
    total = [0]

    def hook(m, inp, out):
        x = inp[0]
        if isinstance(m, (nn.Conv1d, nn.Conv2d)):
            total[0] += out.numel() * (m.in_channels // m.groups) * int(np.prod(m.kernel_size))
        elif isinstance(m, nn.ConvTranspose2d):
            total[0] += x.numel() * m.out_channels * int(np.prod(m.kernel_size)) // m.groups
        elif isinstance(m, nn.Linear):
            total[0] += out.numel() * m.in_features
        elif isinstance(m, (nn.LSTM, nn.GRU)):
            gates = 4 if isinstance(m, nn.LSTM) else 3
            steps = x.shape[1] if m.batch_first else x.shape[0]
            dirs = 2 if m.bidirectional else 1
            for layer in range(m.num_layers):
                i = m.input_size if layer == 0 else m.hidden_size * dirs
                total[0] += dirs * steps * gates * m.hidden_size * (i + m.hidden_size)
        elif isinstance(m, nn.MultiheadAttention):
            n, length, e = x.shape if m.batch_first else (x.shape[1], x.shape[0], x.shape[2])
            total[0] += n * (4 * length * e * e + 2 * length * length * e)

    hooks = [m.register_forward_hook(hook) for m in model.modules()
             if isinstance(m, (nn.Conv1d, nn.Conv2d, nn.ConvTranspose2d, nn.Linear, nn.LSTM, nn.GRU,
                               nn.MultiheadAttention))]
    # Linear layers inside MultiheadAttention are not called as modules: no double count
    gen = torch.Generator().manual_seed(0)
    with torch.no_grad():
        model(*[random_input(s, 1, gen) for s in inputs])
    for h in hooks:
        h.remove()
    return total[0]


def prepare(build, inputs):
    """The model with the shipped weights (seeded init, calibrated BatchNorm)."""
    torch.manual_seed(SEED)
    model = build()
    calibrate(model, inputs)
    return model.eval()


def make(name, build, inputs, n_golden=4, description=""):
    """inputs: [(shape at batch 1, dtype)] with dtype 'f32' or 'i64<VOCAB>' (token ids)."""
    out_dir = os.path.join(HERE, "..", name)
    model = prepare(build, inputs)
    spec = [(list(s), "f32" if d == "f32" else "i64") for s, d in inputs]
    text = torch_export.export(model, spec, "tosa", "llvm19", func=name,
                               weights_bin=os.path.join(out_dir, name + ".weights.bin"))
    params = sum(p.numel() for p in model.parameters())
    macs = count_macs(model, inputs)
    header = "// %s: %s\n// %d parameters, %d MACs at batch 1; made by models/%s/make.py\n" % (
        name, description, params, macs, name)
    with open(os.path.join(out_dir, name + ".mlir"), "w") as f:
        f.write(header + text)
    gen = torch.Generator().manual_seed(SEED + 2)
    xs = [random_input(s, n_golden, gen) for s in inputs]
    with torch.no_grad():
        y = model(*xs)
    assert len(xs) == 1, "npk-run feeds one input per file: the shipped models take one"
    x = xs[0].numpy()
    np.save(os.path.join(out_dir, "input.npy"), x.astype(np.float32 if x.dtype == np.float32 else np.int32))
    np.save(os.path.join(out_dir, "golden.npy"), y.numpy().astype(np.float32))
    with open(os.path.join(out_dir, "info.txt"), "w") as f:
        f.write("name %s\nparameters %d\nmacs %d\ninput %s\noutput %s\nsamples %d\n" % (
            name, params, macs, "x".join(map(str, inputs[0][0])) + ("" if inputs[0][1] == "f32" else ":i32"),
            "x".join(map(str, y.shape[1:])), n_golden))
    print("%s: %d parameters, %d MACs, weights %d bytes, output %s"
          % (name, params, macs, os.path.getsize(os.path.join(out_dir, name + ".weights.bin")), list(y.shape)))
    return model
