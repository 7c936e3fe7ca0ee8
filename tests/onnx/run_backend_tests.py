#!/usr/bin/env python3
"""ONNX's own backend test cases (Debian's libonnx-testdata) through mlir2c
and npk-run, at the backend runner's tolerance.

Each case is a folder with model.onnx and test_data_set_N/{input_K,output_K}.pb.
For each: mlir2c model.onnx -o case.tcp (a graph input that must be known at
translate time, e.g. Reshape's shape, given with --const from the case's data,
as mlir2c's message asks), inputs converted with onnx2npy and matched to the
program's inputs by name,
npk-run writes every output, compared with output_K.pb: floats within
atol 1e-7 + rtol 1e-3 * |expected| (NaN where NaN is expected), integers and
booleans exactly, shapes exactly.

A case is
  pass      translated, run, every output within tolerance;
  refused   mlir2c declined with its one-line error (an op or form docs/onnx.md
            does not list as supported);
  quirk     a wrong value where ONNX 1.12's expected data is known to be off
            (DATA_QUIRKS: each with its reason);
  FAIL      anything else: wrong values or shape, npk-run failed, a crash, or a
            refusal of a case whose ops docs/onnx.md lists as supported.
The suite fails when any case FAILs. Refusals are listed by reason.

usage: run_backend_tests.py --mlir2c M --npk-run R --onnx2npy O --work DIR
           [--data /usr/share/libonnx-testdata/data] [--suite node ...]
           [--supported docs/onnx.md] [--filter REGEX] [--verbose]
exit 0 all pass or refused, 1 a FAIL, 77 the test data or numpy is missing.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

DATA = "/usr/share/libonnx-testdata/data"


# Cases whose expected data ONNX 1.12 (Debian's libonnx-testdata) made in a way
# later ONNX releases corrected; reported, not failed.
DATA_QUIRKS = {
    "test_cast_FLOAT_to_BFLOAT16": "expected values truncated to bfloat16; the spec (and npk) round to nearest even",
}
for _name in ("test_operator_add_broadcast", "test_operator_add_size1_right_broadcast",
              "test_operator_add_size1_singleton_broadcast", "test_operator_addconstant"):
    DATA_QUIRKS[_name] = ("float64 inputs of uninitialised memory (denormals to 1e228), beyond float32, "
                          "in which npk computes a float64 model")
for _name in ("test_castlike_BFLOAT16_to_FLOAT", "test_castlike_FLOAT_to_BFLOAT16"):
    for _suffix in ("", "_expanded"):
        DATA_QUIRKS[_name + _suffix] = "the 'like' input's data is shape [1], the model declares [3, 4]"


def supported_ops(doc):
    """Op types docs/onnx.md's table marks supported ('| Name | yes ...')."""
    ops = set()
    if not doc or not os.path.exists(doc):
        return None
    for line in open(doc, encoding="utf-8"):
        m = re.match(r"\|\s*`?([A-Za-z0-9_]+)`?\s*\|\s*(yes|supported)\b", line)
        if m:
            ops.add(m.group(1))
    return ops


def op_types(onnx2npy, model):
    r = subprocess.run([onnx2npy, "--model", model], capture_output=True, text=True, errors="replace")
    ops = set()
    for line in r.stdout.split("\n"):
        m = re.match(r"\s*op\s+(\S+)", line)
        if m:
            ops.add(m.group(1))
    return ops


def close(np, got, want):
    if got.shape != want.shape:
        return "shape %s, expected %s" % (list(got.shape), list(want.shape))
    if want.dtype.kind in "fc":
        g, w = got.astype(np.float64), want.astype(np.float64)
        nan = np.isnan(w)
        if (np.isnan(g) != nan).any():
            return "NaN where the expected value is not, or the reverse"
        ok = np.isclose(g, w, rtol=1e-3, atol=1e-7) | nan
        if not ok.all():
            i = np.argmax(~ok.reshape(-1))
            return "element %d: %r, expected %r (max abs err %.3g)" % (
                i, g.reshape(-1)[i], w.reshape(-1)[i], np.nanmax(np.abs(g - w)))
        return None
    if got.dtype != want.dtype and not (got.dtype.kind in "iub" and want.dtype.kind in "iub"):
        return "dtype %s, expected %s" % (got.dtype, want.dtype)
    if not (got.astype(np.int64) == want.astype(np.int64)).all():
        i = np.argmax((got.astype(np.int64) != want.astype(np.int64)).reshape(-1))
        return "element %d: %r, expected %r" % (i, got.reshape(-1)[i], want.reshape(-1)[i])
    return None


def graph_inputs(onnx2npy, model):
    """The model's graph input names in order (what input_K.pb feed)."""
    r = subprocess.run([onnx2npy, "--model", model], capture_output=True, text=True, errors="replace")
    return [l.split()[1] for l in r.stdout.split("\n") if l.startswith("input ")]


def program_inputs(npk_run, tcp):
    """The .tcp program's input names in order (npk-run --print's summary)."""
    r = subprocess.run([npk_run, tcp, "--print"], capture_output=True, text=True, errors="replace")
    return [m.group(1) for m in re.finditer(r"^input \d+: (\S+)", r.stdout, re.M)]


def translate(args, model, tcp, names, first_set):
    """mlir2c, giving the values of graph inputs that must be known at
    translate time (shapes, axes, pads...) with --const from the first data
    set, as a user would (mlir2c's message names the input)."""
    consts = []
    while True:
        cmd = [args.mlir2c, model, "-o", tcp]
        for name, path in consts:
            cmd += ["--const", "%s=%s" % (name, path)]
        r = subprocess.run(cmd, capture_output=True, text=True, errors="replace")
        m = re.search(r"computed from the graph input '([^']+)'", r.stderr)
        if r.returncode != 1 or not m or m.group(1) not in names or m.group(1) in [c[0] for c in consts]:
            return r, [c[0] for c in consts]
        consts.append((m.group(1), first_set[names.index(m.group(1))]))


def run_case(args, np, case, work):
    model = os.path.join(case, "model.onnx")
    tcp = os.path.join(work, "case.tcp")
    sets = sorted(d for d in os.listdir(case) if d.startswith("test_data_set_"))
    names = graph_inputs(args.onnx2npy, model)
    in_npy_sets = []
    for s in sets:
        sd = os.path.join(case, s)
        ins = sorted((f for f in os.listdir(sd) if f.startswith("input_")), key=lambda f: int(re.sub(r"\D", "", f)))
        files = []
        for f in ins:
            dst = os.path.join(work, s + "_" + f.replace(".pb", ".npy"))
            c = subprocess.run([args.onnx2npy, os.path.join(sd, f), dst], capture_output=True, text=True)
            if c.returncode != 0:
                return "refused", "input %s: %s" % (f, c.stderr.strip()[:200])
            files.append(dst)
        in_npy_sets.append(files)
    r, folded = translate(args, model, tcp, names, in_npy_sets[0] if in_npy_sets else [])
    if "Sanitizer" in r.stderr or "runtime error:" in r.stderr:  # a sanitized build's report
        return "FAIL", "mlir2c: " + r.stderr.strip()[-400:]
    if r.returncode == 1:
        lines = [l for l in r.stderr.split("\n") if "error:" in l]
        return "refused", (lines[0] if lines else r.stderr.strip()[:200])
    if r.returncode != 0:
        return "FAIL", "mlir2c exited %d: %s" % (r.returncode, r.stderr.strip()[-300:])
    if folded and len(sets) > 1:
        return "refused", "inputs %s folded from the first data set only; %d sets" % (folded, len(sets))
    prog_in = program_inputs(args.npk_run, tcp)
    for s, files in zip(sets, in_npy_sets):
        sd = os.path.join(case, s)
        outs = sorted((f for f in os.listdir(sd) if f.startswith("output_")), key=lambda f: int(re.sub(r"\D", "", f)))
        try:
            in_npy = [files[names.index(n)] for n in prog_in]
        except ValueError:
            return "FAIL", "program inputs %s are not graph inputs %s" % (prog_in, names)
        got_npy = [os.path.join(work, "got_%d.npy" % k) for k in range(len(outs))]
        cmd = [args.npk_run, tcp] + in_npy + ["--quiet"]
        for g in got_npy:
            cmd += ["--output", g]
        r = subprocess.run(cmd, capture_output=True, text=True, errors="replace")
        if r.returncode != 0:
            return "FAIL", "%s: npk-run exited %d: %s" % (s, r.returncode, r.stderr.strip()[-300:])
        for k, f in enumerate(outs):
            want_npy = os.path.join(work, "want_%d.npy" % k)
            c = subprocess.run([args.onnx2npy, os.path.join(sd, f), want_npy], capture_output=True, text=True)
            if c.returncode != 0:
                return "refused", "output %s: %s" % (f, c.stderr.strip()[:200])
            why = close(np, np.load(got_npy[k]), np.load(want_npy))
            if why and os.path.basename(case) in DATA_QUIRKS:
                return "quirk", DATA_QUIRKS[os.path.basename(case)]
            if why:
                return "FAIL", "%s output %d: %s" % (s, k, why)
    return "pass", ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mlir2c", required=True)
    ap.add_argument("--npk-run", required=True)
    ap.add_argument("--onnx2npy", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--data", default=DATA)
    ap.add_argument("--suite", action="append")
    ap.add_argument("--supported")
    ap.add_argument("--filter")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    try:
        import numpy as np
    except ImportError:
        print("numpy is missing (tools/install-deps.sh installs python3-numpy): skipped")
        return 77
    if not os.path.isdir(args.data):
        print("no ONNX test data at %s (tools/install-deps.sh installs libonnx-testdata): skipped" % args.data)
        return 77
    supported = supported_ops(args.supported)
    counts = {}
    refusals = {}
    failed = []
    os.makedirs(args.work, exist_ok=True)
    for suite in args.suite or ["node"]:
        root = os.path.join(args.data, suite)
        for name in sorted(os.listdir(root)):
            if args.filter and not re.search(args.filter, name):
                continue
            case = os.path.join(root, name)
            if not os.path.exists(os.path.join(case, "model.onnx")):
                continue  # the 'real' suite ships only download URLs (data.json): no network here
            work = os.path.join(args.work, suite, name)
            shutil.rmtree(work, ignore_errors=True)
            os.makedirs(work)
            try:
                result, why = run_case(args, np, case, work)
            except Exception as e:  # a reader or comparison crash is a failure, not a stop
                result, why = "FAIL", "runner: %r" % e
            if result == "FAIL" and name in DATA_QUIRKS:
                result, why = "quirk", DATA_QUIRKS[name]
            # a model older than opset 7 is outside the documented range, whatever its ops
            if result == "refused" and supported is not None and "supports opsets" not in why:
                ops = op_types(args.onnx2npy, os.path.join(case, "model.onnx"))
                if ops and ops <= supported:
                    result, why = "FAIL", "refused although docs/onnx.md supports %s: %s" % (
                        ", ".join(sorted(ops)), why)
            counts.setdefault(suite, {}).setdefault(result, 0)
            counts[suite][result] += 1
            if result == "FAIL":
                failed.append("%s/%s: %s" % (suite, name, why))
                print("FAIL %s/%s: %s" % (suite, name, why))
            elif result == "refused":
                key = re.sub(r"^.*?error: ", "", why)
                key = re.sub(r"node \d+ \"[^\"]*\": ", "", key)[:120]
                refusals.setdefault(key, []).append(name)
                if args.verbose:
                    print("refused %s/%s: %s" % (suite, name, why))
            elif args.verbose:
                print("pass %s/%s" % (suite, name))
            if result == "pass":
                shutil.rmtree(work, ignore_errors=True)
    if refusals:
        print("refusals by reason (count, reason, first cases):")
        for key, names in sorted(refusals.items(), key=lambda kv: -len(kv[1])):
            print("  %4d  %s  [%s%s]" % (len(names), key, ", ".join(names[:3]), ", ..." if len(names) > 3 else ""))
    for suite, c in counts.items():
        total = sum(c.values())
        print("suite %s: %d cases: %d pass, %d refused, %d FAIL, %d data quirks" % (
            suite, total, c.get("pass", 0), c.get("refused", 0), c.get("FAIL", 0), c.get("quirk", 0)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
