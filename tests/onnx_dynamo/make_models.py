#!/usr/bin/env python3
"""make_models.py - the ONNX files in tests/onnx_dynamo/models/, made by
today's PyTorch exporter (torch.onnx.export(..., dynamo=True), opset 18).

    python make_models.py [OUT_DIR]       (needs PyTorch 2.x and onnxscript)

Debian's PyTorch 1.13 (what the other ONNX tests use) only has the
TorchScript exporter; users export with the dynamo one, which writes other
patterns (opset 18 forms, external data, its own constant folding). So the
files it writes for a few small seeded modules are kept in the repository
with their inputs and PyTorch's outputs, and check_models.py translates and
runs them on every test run, with no PyTorch there. Each model: NAME.onnx,
NAME.in0.npy (and .in1.npy ...), NAME.out0.npy (and .out1.npy ...). Made
with: python3 -m venv v && v/bin/pip install torch onnxscript onnx numpy.
"""
import os
import sys

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


class Cnn(nn.Module):   # conv, batch norm, pooling, flatten by view(x.size(0), -1), linear, softmax
    def __init__(self):
        super().__init__()
        self.c1, self.b1 = nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8)
        self.c2 = nn.Conv2d(8, 8, 3, stride=2, padding=1, groups=8)
        self.fc = nn.Linear(8 * 2 * 2, 5)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.b1(self.c1(x))), 2, ceil_mode=True)
        x = F.hardswish(self.c2(x))
        return F.softmax(self.fc(x.view(x.size(0), -1)), dim=1)


class Encoder(nn.Module):   # a transformer encoder layer with a class token and GELU
    def __init__(self):
        super().__init__()
        self.tok = nn.Parameter(torch.randn(1, 1, 16))
        self.layer = nn.TransformerEncoderLayer(16, 4, 32, dropout=0.0, activation="gelu", batch_first=True)
        self.norm = nn.LayerNorm(16)

    def forward(self, x):
        x = torch.cat([self.tok.expand(x.shape[0], -1, -1), x], dim=1)
        return self.norm(self.layer(x))[:, 0]


class Speech(nn.Module):   # conv1d front end, GRU, log-softmax over the classes
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv1d(10, 12, 5, stride=2, padding=2)
        self.gru = nn.GRU(12, 8, batch_first=True, bidirectional=True)
        self.out = nn.Linear(16, 6)

    def forward(self, x):   # [N, 10 features, T]
        y = F.gelu(self.conv(x)).transpose(1, 2)
        y, _ = self.gru(y)
        return F.log_softmax(self.out(y), dim=-1)


class Resize(nn.Module):   # interpolate, pad, mean over dims, a residual with a broadcast
    def forward(self, x):
        u = F.interpolate(x, scale_factor=2, mode="bilinear", align_corners=False)
        p = F.pad(x, (1, 2, 0, 1), mode="reflect")
        return u + u.mean(dim=(2, 3), keepdim=True), p * 2


# name: (module, input shapes, export options). cnn_external keeps its weights
# in a file beside the model (what the exporter does for large models);
# cnn_dynamic has a symbolic batch dim (check_models.py gives it --shape).
MODELS = {"cnn": (Cnn, [(2, 3, 7, 8)], {}), "encoder": (Encoder, [(2, 5, 16)], {}),
          "speech": (Speech, [(1, 10, 20)], {}), "resize": (Resize, [(1, 2, 5, 6)], {}),
          "cnn_external": (Cnn, [(2, 3, 7, 8)], {"external_data": True}),
          "cnn_dynamic": (Cnn, [(2, 3, 7, 8)], {"dynamic_shapes": ({0: "batch"},)})}


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "models")
    os.makedirs(out, exist_ok=True)
    for name, (cls, shapes, options) in MODELS.items():
        torch.manual_seed(0)
        m = cls().eval()
        for mod in m.modules():   # running statistics that are not the identity
            if isinstance(mod, nn.BatchNorm2d):
                mod.running_mean.uniform_(-0.5, 0.5)
                mod.running_var.uniform_(0.5, 2.0)
        xs = tuple(torch.randn(s) for s in shapes)
        with torch.no_grad():
            ref = m(*xs)
        refs = ref if isinstance(ref, tuple) else (ref,)
        path = os.path.join(out, name + ".onnx")
        opts = {"external_data": False}
        opts.update(options)
        if "dynamic_shapes" in opts:
            opts["dynamic_shapes"] = tuple({d: torch.export.Dim(n) for d, n in ds.items()} for ds in opts["dynamic_shapes"])
        torch.onnx.export(m, xs, path, dynamo=True, opset_version=18, **opts)
        for k, x in enumerate(xs):
            np.save(os.path.join(out, "%s.in%d.npy" % (name, k)), x.numpy())
        for k, r in enumerate(refs):
            np.save(os.path.join(out, "%s.out%d.npy" % (name, k)), r.numpy())
        print("%s: %d bytes (torch %s)" % (path, os.path.getsize(path), torch.__version__))


if __name__ == "__main__":
    main()
