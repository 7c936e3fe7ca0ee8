#!/usr/bin/python3
"""check_export.py - one exporter case from cases.py, end to end.

    check_export.py --mlir2c M --run-tcp R [--mlir-opt O] --work DIR CASE

Exports CASE (seeded weights, random inputs) to TOSA in the llvm19 and the
TOSA 1.0 ("new") spellings, verifies the llvm19 file with mlir-opt-19 when it
is installed, translates both with mlir2c and runs them with m2c_run_tcp on the
same inputs, which checks every output against PyTorch's within
1e-4 * max(1, |ref|). A FAILURES case must instead stop torch_export with
exit 1 and exactly one stderr line naming the module and the op.
Exit 77 (skipped) where PyTorch is not installed.
"""
import argparse
import os
import subprocess
import sys

try:
    import numpy as np
    import torch
except ImportError:
    print("skipped: no PyTorch for %s" % sys.executable)
    sys.exit(77)

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
sys.path.insert(0, os.path.join(ROOT, "tools", "export"))
sys.path.insert(0, HERE)
import cases  # noqa: E402
import torch_export  # noqa: E402

TOL = 1e-4


def values(a):
    a = np.asarray(a, np.float64).reshape(-1)
    return " ".join("%.9g" % v for v in a)


def flatten(r):
    if isinstance(r, (tuple, list)):
        return [v for x in r for v in flatten(x)]
    return [r]


def make_inputs(spec):
    out = []
    for shape, dtype in spec:
        if dtype == "f32":
            out.append(torch.randn(shape))
        else:
            out.append(torch.randint(0, 20, shape))
    return out


def run(cmd):
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, universal_newlines=True)
    return r.returncode, r.stdout


def check_case(name, a):
    build, spec = cases.CASES[name]
    torch.manual_seed(0)
    module = build().eval()
    torch.manual_seed(1)
    xs = make_inputs(spec)
    with torch.no_grad():
        ref = module(*xs)
    refs = flatten(ref)
    checks = ["// TOL: %g" % TOL]
    checks += ["// INPUT %d: %s" % (i, values(x)) for i, x in enumerate(xs)]
    checks += ["// EXPECT %d: %s" % (i, values(r)) for i, r in enumerate(refs)]
    ok = True
    for syntax in ("llvm19", "new"):
        torch.manual_seed(0)
        text = torch_export.export(build().eval(), spec, "tosa", syntax)
        path = os.path.join(a.work, "%s.%s.mlir" % (name, syntax))
        want = cases.UNFOLDED_BATCHNORMS.get(name)
        got = sum(1 for line in text.splitlines() if line.lstrip().startswith("%bn_scale") and "tosa.const" in line)
        if want is not None and got != want:
            print("FAIL: %d BatchNorms left unfolded, expected %d" % (got, want))
            ok = False
        with open(path, "w") as f:
            f.write(text + "\n".join(checks) + "\n")
        if syntax == "llvm19" and a.mlir_opt and os.path.exists(a.mlir_opt):
            rc, out = run([a.mlir_opt, path, "-o", os.devnull])
            if rc:
                print("FAIL: %s does not verify with %s:\n%s" % (path, a.mlir_opt, out[:3000]))
                ok = False
        tcp = path[:-5] + ".tcp"
        rc, out = run([a.mlir2c, path, "-o", tcp])
        if rc:
            print("FAIL: mlir2c %s:\n%s" % (path, out[:3000]))
            ok = False
            continue
        rc, out = run([a.run_tcp, tcp, path])
        print(out.strip())
        if rc:
            print("FAIL: %s (%s syntax) differs from PyTorch" % (name, syntax))
            ok = False
    return ok


def check_cli(name, a):
    """The command line with --weights-bin and an integer input: torch_export.py,
    then attach_weights, mlir2c and the same comparison as check_case."""
    case = name[len("cli_"):]
    build, spec = cases.CASES[case]
    torch.manual_seed(0)
    module = build().eval()
    torch.manual_seed(1)
    xs = make_inputs(spec)
    with torch.no_grad():
        refs = flatten(module(*xs))
    shape = ",".join("x".join(map(str, s)) + ("" if d == "f32" else ":" + d) for s, d in spec)
    base = os.path.join(a.work, name)
    expr = "__import__('torch').manual_seed(0) and CASES[%r][0]()" % case
    rc, out = run([sys.executable, os.path.join(ROOT, "tools", "export", "torch_export.py"),
                   "%s:%s" % (os.path.join(HERE, "cases.py"), expr), "--dialect", "tosa", "--input-shape", shape,
                   "--weights-bin", base + ".bin", "-o", base + ".mlir"])
    if rc:
        print("FAIL: torch_export.py:\n" + out)
        return False
    rc, out = run([a.attach, base + ".mlir", base + ".bin", base + ".full.mlir"])
    if rc:
        print("FAIL: attach_weights:\n" + out)
        return False
    with open(base + ".full.mlir", "a") as f:
        f.write("// TOL: %g\n" % TOL)
        f.writelines("// INPUT %d: %s\n" % (i, values(x)) for i, x in enumerate(xs))
        f.writelines("// EXPECT %d: %s\n" % (i, values(r)) for i, r in enumerate(refs))
    for cmd in ([a.mlir2c, base + ".full.mlir", "-o", base + ".tcp"], [a.run_tcp, base + ".tcp", base + ".full.mlir"]):
        rc, out = run(cmd)
        print(out.strip())
        if rc:
            return False
    return True


def check_failure(name, a):
    _, spec, want = cases.FAILURES[name]
    shape = ",".join("x".join(map(str, s)) + ("" if d == "f32" else ":" + d) for s, d in spec)
    out = os.path.join(a.work, name + ".mlir")
    r = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "export", "torch_export.py"),
                        "%s:FAILURES[%r][0]()" % (os.path.join(HERE, "cases.py"), name), "--dialect", "tosa",
                        "--input-shape", shape, "-o", out], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True)
    lines = r.stderr.strip().splitlines()
    print(r.stderr.strip())
    if r.returncode != 1 or len(lines) != 1 or not lines[0].startswith("torch_export: error: ") or want not in lines[0]:
        print("FAIL: want exit 1 and one line containing %r, got exit %d and %d lines" % (want, r.returncode, len(lines)))
        return False
    if os.path.exists(out):
        print("FAIL: %s was written" % out)
        return False
    return True


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mlir2c", required=True)
    ap.add_argument("--run-tcp", required=True)
    ap.add_argument("--mlir-opt", default="/usr/bin/mlir-opt-19")
    ap.add_argument("--work", required=True)
    ap.add_argument("--attach", help="attach_weights (for the cli_* cases)")
    ap.add_argument("case")
    a = ap.parse_args()
    os.makedirs(a.work, exist_ok=True)
    torch.set_num_threads(1)
    if a.case in cases.CASES:
        ok = check_case(a.case, a)
    elif a.case.startswith("cli_") and a.case[4:] in cases.CASES:
        ok = check_cli(a.case, a)
    elif a.case in cases.FAILURES:
        ok = check_failure(a.case, a)
    else:
        print("no case %r" % a.case)
        return 2
    print("ok" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
