#!/usr/bin/python3
"""The PyTorch route through ONNX: torch_export.py -o cnn.onnx (torch.onnx.export
under the exporter's module loading and one-line errors), mlir2c cnn.onnx, npk-run
on the 2,000 shipped test digits. The MNIST CNN with the shipped weights must give
the same outputs (within 1e-5 * (1 + max|ref|)) and the same accuracy as the
shipped MLIR model (build/models/mnist/cnn.tcp), and the ONNX-only refusals are one
line with exit 1 and no file left behind.

usage: check_onnx_route.py SOURCE_DIR MLIR2C NPK_RUN CNN_TCP WORK_DIR
exit 77 without PyTorch or numpy."""
import os
import subprocess
import sys

try:
    import numpy as np
    import torch  # noqa: F401 - only to know it is there
except ImportError:
    print("no PyTorch/numpy in %s: skipped" % sys.executable)
    sys.exit(77)

src, mlir2c, npk_run, cnn_tcp, work = sys.argv[1:6]
os.makedirs(work, exist_ok=True)
exporter = os.path.join(src, "tools/export/torch_export.py")
spec = os.path.join(src, "tools/mnist/models.py") + ":build('cnn')"
images = os.path.join(src, "data/mnist/test-images.idx")
labels = os.path.join(src, "data/mnist/test-labels.idx")
failures = []


def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True)


onnx = os.path.join(work, "cnn.onnx")
r = run([sys.executable, exporter, spec, "--weights-from-tcf", os.path.join(src, "models/mnist/cnn.mlir"),
         "--input-shape", "1x1x28x28", "-o", onnx])
if r.returncode != 0 or r.stderr.strip():
    sys.exit("torch_export -o cnn.onnx failed (%d): %s" % (r.returncode, r.stderr))
tcp = os.path.join(work, "cnn_onnx.tcp")
r = run([mlir2c, onnx, "-o", tcp])
if r.returncode != 0:
    sys.exit("mlir2c cnn.onnx failed: %s" % r.stderr)
acc = {}
out = {}
for name, model in (("onnx", tcp), ("mlir", cnn_tcp)):
    out[name] = os.path.join(work, "out_%s.npy" % name)
    r = run([npk_run, model, images, "--labels", labels, "--quiet", "--output", out[name]])
    if r.returncode != 0:
        sys.exit("npk-run %s failed: %s" % (model, r.stderr))
    acc[name] = r.stdout.strip().splitlines()[-1]
a, b = np.load(out["onnx"]), np.load(out["mlir"])
err, tol = float(np.abs(a - b).max()), 1e-5 * (1 + float(np.abs(b).max()))
print("ONNX route: %s; MLIR route: %s; max abs difference %.3g (tolerance %.3g)" % (acc["onnx"], acc["mlir"], err, tol))
if a.shape != b.shape or err > tol:
    failures.append("outputs differ: shapes %s %s, max abs difference %g" % (a.shape, b.shape, err))
if acc["onnx"] != acc["mlir"]:
    failures.append("accuracy differs: %s vs %s" % (acc["onnx"], acc["mlir"]))

# refusals that belong to the ONNX route: one line, exit 1, nothing written
for args, want in (
        (["-o", os.path.join(work, "x.onnx"), "--int8"], "--int8 writes calibrated int8 TOSA"),
        (["-o", os.path.join(work, "x.tcp")], "give a .onnx name, then run: mlir2c"),
        (["-o", os.path.join(work, "x.onnx"), "--opset", "3"], "torch.onnx.export:")):
    r = run([sys.executable, exporter, spec, "--input-shape", "1x1x28x28"] + args)
    lines = r.stderr.strip().splitlines()
    target = args[1]
    if r.returncode != 1 or len(lines) != 1 or want not in lines[0] or os.path.exists(target) \
            or os.path.exists(target + ".tmp"):
        failures.append("%s: exit %d, stderr %r (wanted one line with %r, no file)" % (args, r.returncode, r.stderr, want))
for f in failures:
    print("FAIL: " + f)
sys.exit(1 if failures else 0)
