#!/usr/bin/python3
"""ONNX files for bench/ort_bench.js: the shipped MNIST models with the weights
torch_bench.py times (same loader, same golden check), exported by
torch.onnx.export (opset 13, fixed shapes) at batch 1 and 100, plus an Identity
model for the binding's fixed cost per call. Next to each model: the input
torch_bench.py feeds it and PyTorch's output on that input (raw float32), so
the ORT side checks its outputs against PyTorch's before timing.

  /usr/bin/python3 bench/onnx_export.py OUT_DIR     # writes OUT_DIR/manifest.json

torch.onnx.export serialises the graph itself; the `onnx` pip package is not
needed (nor installed here).
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import single_thread  # noqa: E402,F401  (before numpy and torch)

import torch  # noqa: E402

import torch_bench  # noqa: E402


class Identity(torch.nn.Module):
    def forward(self, x):
        return x.clone()  # a plain `return x` exports as an empty graph


def export(module, x, path):
    with torch.no_grad():
        torch.onnx.export(module, (x,), path, input_names=["x"], output_names=["y"], opset_version=13,
                          do_constant_folding=True)


def main():
    if len(sys.argv) != 2:
        raise SystemExit("usage: onnx_export.py OUT_DIR")
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    torch.set_num_threads(1)
    entries = []
    for name in torch_bench.MODELS:
        model = torch_bench.load_model(name)
        torch_bench.check_model(name, model)
        for batch in (1, 100):
            x = torch_bench.model_input(name, batch)
            with torch.inference_mode():
                y = model(x)
            stem = "%s_b%d" % (name, batch)
            export(model, x, os.path.join(out, stem + ".onnx"))
            x.numpy().tofile(os.path.join(out, stem + ".in.bin"))
            y.numpy().tofile(os.path.join(out, stem + ".out.bin"))
            entries.append({"name": "BM_model/%s/batch:%d" % (name, batch), "file": stem + ".onnx",
                            "input": stem + ".in.bin", "in_shape": list(x.shape),
                            "output": stem + ".out.bin", "out_shape": list(y.shape), "batch": batch})
    x = torch.zeros(1, dtype=torch.float32)
    export(Identity(), x, os.path.join(out, "identity.onnx"))
    x.numpy().tofile(os.path.join(out, "identity.in.bin"))
    x.numpy().tofile(os.path.join(out, "identity.out.bin"))
    entries.append({"name": "BM_ort_identity/n:1", "file": "identity.onnx", "input": "identity.in.bin",
                    "in_shape": [1], "output": "identity.out.bin", "out_shape": [1], "batch": 1})
    with open(os.path.join(out, "manifest.json"), "w") as f:
        json.dump({"torch_version": torch.__version__, "models": entries}, f, indent=1)
    print("onnx_export: %d models in %s" % (len(entries), out))


if __name__ == "__main__":
    main()
