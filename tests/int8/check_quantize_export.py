#!/usr/bin/python3
"""check_quantize_export.py MLIR2C NPK_RUN CASE - torch_export.py --int8 end to end (needs PyTorch; exit 77 without).

CASE "small": a random conv/pool/linear module (stride, padding, ReLU6, a ReLU that is a
real clamp after a max pool, two linears, log_softmax) exported with --int8 on random
calibration data; every rescale result and the logits computed by npk must equal
tosa_int_ref.py's bit for bit on 32 inputs, the full output be within 1e-5, and the
dequantised logits be within 25 dB SQNR of PyTorch's float logits. Also --int16-act on
its first conv. Other CASEs: a module the exporter must refuse with exit 1 and exactly
one stderr line containing the expected text.
"""
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
EXPORT = os.path.join(HERE, "..", "..", "tools", "export", "torch_export.py")
try:
    import numpy as np
    import torch  # noqa: F401
except ImportError:
    print("skip: no PyTorch")
    sys.exit(77)
sys.path.insert(0, HERE)
import tosa_int_ref  # noqa: E402
from check_int8_model import cut_at  # noqa: E402

MODULES = '''
import torch
from torch import nn
def small():
    torch.manual_seed(7)
    return nn.Sequential(
        nn.Conv2d(3, 8, 3, stride=2, padding=1), nn.ReLU6(),
        nn.Conv2d(8, 12, 3, padding=1), nn.MaxPool2d(2), nn.ReLU(),
        nn.Flatten(), nn.Linear(12 * 4 * 4, 16), nn.ReLU(), nn.Dropout(0.1),
        nn.Linear(16, 5), nn.LogSoftmax(dim=1))
def sigmoid():
    return nn.Sequential(nn.Linear(4, 4), nn.Sigmoid(), nn.Linear(4, 2))
def grouped():
    return nn.Sequential(nn.Conv2d(4, 4, 3, groups=2))
def softmax_inside():
    return nn.Sequential(nn.Linear(4, 4), nn.Softmax(dim=1), nn.Linear(4, 2))
'''

REFUSE = {  # case: (module, input shape, extra args, expected text)
    "refuse_sigmoid": ("sigmoid()", "1x4", [], "int8: 1 (Sigmoid) cannot be quantized"),
    "refuse_grouped_conv": ("grouped()", "1x4x6x6", [], "only groups=1"),
    "refuse_softmax_inside": ("softmax_inside()", "1x4", [], "int8: 1: softmax is only quantized as the last op"),
    "refuse_no_calib": ("sigmoid()", "1x4", ["--no-calib"], "--int8 needs --calib DATA"),
    "refuse_int16_unknown_layer": ("small()", "1x3x16x16", ["--int16-act", "nosuch"], "no layer named nosuch"),
}


def export(tmp, expr, shape, extra, calib):
    mod = os.path.join(tmp, "mods.py")
    with open(mod, "w") as f:
        f.write(MODULES)
    out = os.path.join(tmp, "out.mlir")
    args = [sys.executable, EXPORT, "%s:%s" % (mod, expr), "--input-shape", shape, "--dialect", "tosa", "--int8",
            "-o", out]
    if "--no-calib" in extra:
        extra = [e for e in extra if e != "--no-calib"]
    else:
        args += ["--calib", calib]
    p = subprocess.run(args + extra, capture_output=True, text=True)
    return p, out


def npk(m2c, run, text, x_path, tmp, tag):
    src, tcp, out = (os.path.join(tmp, tag + e) for e in (".mlir", ".tcp", ".npy"))
    with open(src, "w") as f:
        f.write(text)
    subprocess.run([m2c, src, "-o", tcp], check=True, stdout=subprocess.DEVNULL)
    subprocess.run([run, tcp, x_path, "--quiet", "--output", out], check=True, stdout=subprocess.DEVNULL)
    return np.load(out)


def check_small(m2c, run, tmp, calib, int16):
    p, out = export(tmp, "small()", "1x3x16x16", ["--int16-act", "0"] if int16 else [], calib)
    if p.returncode != 0:
        print("FAIL: export: %s" % p.stderr.strip())
        return 1
    text = open(out).read()
    if shutil.which("mlir-opt-19"):
        v = subprocess.run(["mlir-opt-19", out, "-o", os.devnull], capture_output=True, text=True)
        print("%s mlir-opt-19 verifies it" % ("ok  " if v.returncode == 0 else "FAIL " + v.stderr.strip()))
        if v.returncode:
            return 1
    g = tosa_int_ref.Graph(text)
    rng = np.random.default_rng(11)
    x = rng.standard_normal((32, 1, 3, 16, 16)).astype(np.float32)
    x_path = os.path.join(tmp, "x.npy")
    np.save(x_path, x.reshape(32, 3, 16, 16))
    rescales = [(r, dt, sh) for r, op, _, _, (sh, dt) in g.ops if op == "rescale"]
    logits = [o for o in g.ops if o[1] == "reduce_max"][0][2][0]
    lshape = next(sh for r, _, _, _, (sh, _) in g.ops if r == logits)
    ref = g.run(x, [r for r, _, _ in rescales] + [logits])
    fails = 0
    checks = [(r, "tensor<%s%s>" % ("".join("%dx" % d for d in sh), dt)) for r, dt, sh in rescales]
    checks.append((logits, "tensor<%sf32>" % "".join("%dx" % d for d in lshape)))
    for k, (value, vtype) in enumerate(checks):
        got = npk(m2c, run, cut_at(text, value, vtype), x_path, tmp, "cut%d" % k).reshape(32, -1)
        want = ref[value].reshape(32, -1)
        same = got.dtype == want.dtype and np.array_equal(got, want)
        print("%s %s %s: %s" % ("ok  " if same else "FAIL", value, vtype, "bit-exact" if same else "differs"))
        fails += not same
    full = npk(m2c, run, text, x_path, tmp, "full").reshape(32, -1)
    diff = float(np.abs(full - ref[g.ret].reshape(32, -1)).max())
    print("%s output within %.3g of the reference (1e-5)" % ("ok  " if diff <= 1e-5 else "FAIL", diff))
    fails += diff > 1e-5
    sys.path.insert(0, tmp)
    import mods
    model = mods.small().eval()
    with torch.no_grad():
        fl = model[:-1](torch.from_numpy(x.reshape(32, 3, 16, 16))).numpy()
    q = ref[logits].reshape(32, -1).astype(np.float64)
    sqnr = 10 * np.log10((fl ** 2).sum() / ((fl - q) ** 2).sum())
    print("%s logits SQNR vs PyTorch float: %.1f dB (>= 25)" % ("ok  " if sqnr >= 25 else "FAIL", sqnr))
    fails += sqnr < 25
    # int8_layers.py: one row per '// npk-int8-tensor:' line, its last row the same logits SQNR
    marks = [ln for ln in text.splitlines() if ln.startswith("// npk-int8-tensor:")]
    p = subprocess.run([sys.executable, os.path.join(os.path.dirname(EXPORT), "int8_layers.py"),
                        "%s:small()" % os.path.join(tmp, "mods.py"), out, x_path, "--mlir2c", m2c, "--npk-run", run,
                        "--count", "32"], capture_output=True, text=True)
    rows = p.stdout.strip().splitlines()[1:]
    last = float(rows[-1].split()[1]) if rows else float("nan")
    ok = p.returncode == 0 and len(rows) == len(marks) == len(rescales) + 1 and abs(last - sqnr) < 0.05
    print("%s int8_layers.py: %d rows for %d tensors, logits %.2f dB (%.2f above)" % (
        "ok  " if ok else "FAIL", len(rows), len(marks), last, sqnr))
    if not ok:
        print(p.stdout + p.stderr)
    fails += not ok
    return 1 if fails else 0


def main(argv):
    m2c, run, case = argv[1:4]
    with tempfile.TemporaryDirectory() as tmp:
        calib = os.path.join(tmp, "calib.npy")
        np.save(calib, np.random.default_rng(5).standard_normal((64, 3, 16, 16)).astype(np.float32))
        if case in ("small", "small_int16"):
            return check_small(m2c, run, tmp, calib, case == "small_int16")
        expr, shape, extra, expect = REFUSE[case]
        if "x4" in shape and case != "refuse_int16_unknown_layer":
            np.save(calib, np.random.default_rng(5).standard_normal([16] + [int(d) for d in shape.split("x")[1:]])
                    .astype(np.float32))
        p, out = export(tmp, expr, shape, extra, calib)
        lines = p.stderr.strip().splitlines()
        ok = p.returncode == 1 and len(lines) == 1 and expect in lines[0] and not os.path.exists(out)
        print("%s exit %d, stderr %r" % ("ok  " if ok else "FAIL", p.returncode, p.stderr.strip()))
        return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
