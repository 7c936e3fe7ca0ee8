#!/usr/bin/python3
"""check_cli_errors.py WORKDIR - torch_export.py's command line: every refusal is
exit 1 and one stderr line ("torch_export: error: ...") naming the problem, and
nothing is written; the defaults export a model with BatchNorm; --weights takes a
state dict, a whole saved module or a checkpoint dict; --int8 says on a terminal
that it is calibrating. Needs PyTorch (exit 77 without)."""
import os
import pty
import subprocess
import sys

try:
    import numpy as np
    import torch
    from torch import nn
except ImportError:
    print("skipped: no PyTorch in %s" % sys.executable)
    sys.exit(77)

HERE = os.path.dirname(os.path.abspath(__file__))
EXPORT = os.path.join(HERE, "..", "..", "tools", "export", "torch_export.py")
MODULES = '''
import torch
from torch import nn
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Conv2d(1, 4, 3), nn.BatchNorm2d(4), nn.ReLU(), nn.Flatten(), nn.Linear(4 * 6 * 6, 3))
    def forward(self, x):
        return self.body(x)
def net():
    torch.manual_seed(0)
    return Net().eval()
def other():
    return nn.Sequential(nn.Linear(5, 2))
def small():
    torch.manual_seed(0)
    return nn.Sequential(nn.Conv2d(1, 2, 3), nn.ReLU(), nn.Flatten(), nn.Linear(2 * 6 * 6, 3))
'''
fails = 0


def check(what, ok, detail=""):
    global fails
    print("%s %s%s" % ("ok  " if ok else "FAIL", what, "" if ok else ": " + detail))
    fails += not ok


def export(args):
    p = subprocess.run([sys.executable, EXPORT] + args, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True)
    return p.returncode, p.stderr.strip().splitlines()


def refuses(what, args, want, out):
    if os.path.exists(out):
        os.remove(out)
    rc, lines = export(args)
    one = rc == 1 and len(lines) == 1 and lines[0].startswith("torch_export: error: ") and want in lines[0]
    check(what, one and not os.path.exists(out),
          "exit %d, %d stderr line(s): %s%s" % (rc, len(lines), " | ".join(lines[:3]),
                                               "; the output was written" if os.path.exists(out) else ""))


def main():
    work = sys.argv[1]
    os.makedirs(work, exist_ok=True)
    mods = os.path.join(work, "cli_mods.py")
    with open(mods, "w") as f:
        f.write(MODULES)
    sys.path.insert(0, work)
    import cli_mods
    net = "%s:net()" % mods
    out = os.path.join(work, "cli.mlir")
    sd, whole, ckpt, lst, other = (os.path.join(work, n) for n in ("sd.pt", "whole.pt", "ckpt.pt", "list.pt", "other.pt"))
    torch.save(cli_mods.net().state_dict(), sd)
    torch.save(cli_mods.net(), whole)
    torch.save({"epoch": 3, "state_dict": cli_mods.net().state_dict()}, ckpt)
    torch.save([1, 2], lst)
    torch.save(cli_mods.other().state_dict(), other)

    # the defaults take BatchNorm (tosa); tcf names the dialect that would
    rc, lines = export([net, "--input-shape", "1x1x8x8", "-o", out])
    check("the default dialect exports Conv2d + BatchNorm2d", rc == 0 and os.path.exists(out), " | ".join(lines))
    refuses("--dialect tcf at BatchNorm names --dialect tosa", [net, "--input-shape", "1x1x8x8", "--dialect", "tcf",
            "-o", out], "unsupported module body.1 (BatchNorm2d) (--dialect tcf is the MNIST subset; --dialect tosa", out)
    # output names it does not write
    tcp = os.path.join(work, "cli.tcp")
    refuses("-o NAME.tcp", [net, "--input-shape", "1x1x8x8", "-o", tcp],
            "-o %s: torch_export writes ONNX or MLIR; give a .onnx name, then run: mlir2c %s.onnx -o %s"
            % (tcp, tcp[:-4], tcp), tcp)
    refuses("-o NAME (no extension)", [net, "--input-shape", "1x1x8x8", "-o", out[:-5]],
            "torch_export writes a .onnx (or .mlir) file", out[:-5])
    # an input shape the module cannot run on
    refuses("wrong-rank --input-shape", [net, "--input-shape", "1x8x8", "-o", out],
            "--input-shape 1x8x8: Net does not run on it: ValueError: expected 4D input (got 3D input)", out)
    refuses("wrong-size --input-shape", [net, "--input-shape", "1x1x9x9", "-o", out],
            "--input-shape 1x1x9x9: Net does not run on it: RuntimeError: mat1 and mat2 shapes cannot be multiplied", out)
    # --weights
    for name, path in (("a state dict", sd), ("a whole saved module", whole), ("a checkpoint dict", ckpt)):
        rc, lines = export([net, "--input-shape", "1x1x8x8", "--weights", path, "-o", out])
        check("--weights given %s" % name, rc == 0 and not lines, "exit %d: %s" % (rc, " | ".join(lines)))
    refuses("--weights holding a list", [net, "--input-shape", "1x1x8x8", "--weights", lst, "-o", out],
            "--weights %s holds a list, not a state dict" % lst, out)
    refuses("--weights of another model", [net, "--input-shape", "1x1x8x8", "--weights", other, "-o", out],
            "--weights %s does not fit Net: Error(s) in loading state_dict for Net: Missing key(s)" % other, out)
    refuses("--weights missing", [net, "--input-shape", "1x1x8x8", "--weights", sd + ".no", "-o", out],
            "--weights %s.no: no such file" % sd, out)

    # --int8 on a terminal says it is calibrating; through a pipe it stays quiet
    calib = os.path.join(work, "calib.npy")
    np.save(calib, np.random.default_rng(0).random((64, 1, 8, 8), dtype=np.float32))
    args = [sys.executable, EXPORT, "%s:small()" % mods, "--input-shape", "1x1x8x8", "--int8", "--calib", calib,
            "-o", out]
    master, slave = pty.openpty()
    p = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=slave)
    os.close(slave)
    text = b""
    while True:
        try:
            chunk = os.read(master, 4096)
        except OSError:
            break
        if not chunk:
            break
        text += chunk
    rc = p.wait()
    os.close(master)
    text = text.decode(errors="replace")
    check("--int8 on a terminal prints its calibration progress",
          rc == 0 and "torch_export: calibrating on 64 samples of calib.npy (minmax), then quantizing..." in text
          and "torch_export: calibrated and quantized in" in text, "exit %d: %r" % (rc, text))
    rc, lines = export(args[2:])
    check("--int8 through a pipe prints nothing", rc == 0 and not lines, "exit %d: %s" % (rc, " | ".join(lines)))
    print("ok" if not fails else "FAILED")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
