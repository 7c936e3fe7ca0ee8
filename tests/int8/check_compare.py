#!/usr/bin/env python3
"""ctest for `npk-run --compare FLOAT.tcp QUANT.tcp INPUT` (docs/npk-run.md).

usage: check_compare.py MLIR2C NPK_RUN FLOAT.tcp QUANT.mlir IMAGES.idx COUNT CASE [FLOAT.mlir]
CASE:
  pairs    the per-layer SQNRs are finite and plausible (20..80 dB, the input
           above 100 dB), the input and some layers are matched, and the output
           row equals the SQNR and max abs error NumPy computes from the two
           models' `npk-run --output` files;
  mutated  one rescale multiplier of the third rescale (the second layer) is
           scaled by 3/4: layers before it are unchanged, its row and every
           later one lose at least 6 dB;
  errors   a float model as QUANT, models with different inputs (FLOAT.mlir translated
           with a batch of 4),
           a missing file and a wrong argument count exit 1 / 1 / 3 / 2 with a
           clear message.
The quantized model is translated here by MLIR2C (the tags come from its
'// npk-int8-tensor:' lines). Exit 0 ok, 1 failed, 77 without NumPy.
"""
import math
import os
import re
import subprocess
import sys
import tempfile

try:
    import numpy as np
except ImportError:
    print("no numpy: skipped")
    sys.exit(77)

ROW = re.compile(r"^  (\S+)\s+(\S+)\s+(\[[^\]]*\])\s+(\w+)\s+(\S+)\s+(-?\d+)\s+(\S+)\s+(\S+)\s*$")


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def run(cmd, expect_rc=0):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    if expect_rc is not None and p.returncode != expect_rc:
        fail("%s: exit %d, expected %d\n%s%s" % (" ".join(cmd), p.returncode, expect_rc, p.stdout, p.stderr))
    return p


def rows(out):
    """label -> (sqnr, maxerr) of each row of the compare table."""
    r = {}
    for ln in out.splitlines():
        if ln.startswith("  output 0"):
            ln = "  output_0" + ln[len("  output 0"):]
        m = ROW.match(ln)
        if m and m.group(1) != "quantized":
            r[m.group(1)] = (float(m.group(7)), float(m.group(8)))
    return r


def write_idx(path, images, count):
    with open(images, "rb") as f:
        data = f.read()
    n = int.from_bytes(data[4:8], "big")
    count = min(count, n)
    per = (len(data) - 16) // n
    with open(path, "wb") as f:
        f.write(data[:4] + count.to_bytes(4, "big") + data[8:16] + data[16:16 + count * per])


def translate(m2c, mlir_text, tcp, tmp):
    src = os.path.join(tmp, os.path.basename(tcp) + ".mlir")
    with open(src, "w") as f:
        f.write(mlir_text)
    run([m2c, src, "-o", tcp])


def main(argv):
    m2c, npk_run, ftcp, qmlir, images, count, case = argv[1:8]
    other = argv[8] if len(argv) > 8 else None
    with open(qmlir) as f:
        text = f.read()
    with tempfile.TemporaryDirectory() as tmp:
        qtcp = os.path.join(tmp, "quant.tcp")
        translate(m2c, text, qtcp, tmp)
        idx = os.path.join(tmp, "images.idx")
        write_idx(idx, images, int(count))
        if case == "pairs":
            out = run([npk_run, "--compare", ftcp, qtcp, idx]).stdout
            print(out, end="")
            r = rows(out)
            if "input_1:placeholder" not in r or "output_0" not in r or len(r) < 4:
                fail("expected the input, two or more layers and output 0 in the table")
            for label, (sqnr, maxerr) in r.items():
                lo, hi = (100, 200) if label == "input_1:placeholder" else (20, 80)
                if not (math.isfinite(sqnr) and lo <= sqnr <= hi and math.isfinite(maxerr)):
                    fail("%s: SQNR %g dB / max error %g not plausible" % (label, sqnr, maxerr))
            fo, qo = os.path.join(tmp, "f.npy"), os.path.join(tmp, "q.npy")
            run([npk_run, ftcp, idx, "--quiet", "--output", fo])
            run([npk_run, qtcp, idx, "--quiet", "--output", qo])
            f, q = np.load(fo).astype(np.float64), np.load(qo).astype(np.float64)
            sqnr = 10 * math.log10(np.sum(f * f) / np.sum((q - f) ** 2))
            maxerr = float(np.max(np.abs(q - f)))
            got = r["output_0"]
            print("numpy: output SQNR %.2f dB, max abs error %.4g" % (sqnr, maxerr))
            if abs(got[0] - sqnr) > 0.006 or abs(got[1] - maxerr) > 1e-3 * maxerr + 1e-7:
                fail("output row %s differs from numpy's (%.3f, %.4g)" % (got, sqnr, maxerr))
        elif case == "mutated":
            good = rows(run([npk_run, "--compare", ftcp, qtcp, idx]).stdout)
            ms = list(re.finditer(r"multiplier = array<i32: (\d+)", text))
            m = ms[2]  # the third rescale: the input's, the first layer's, then the second layer's
            bad_text = text[:m.start(1)] + str(int(m.group(1)) * 3 // 4) + text[m.end(1):]
            btcp = os.path.join(tmp, "bad.tcp")
            translate(m2c, bad_text, btcp, tmp)
            out = run([npk_run, "--compare", ftcp, btcp, idx]).stdout
            print(out, end="")
            bad = rows(out)
            labels = list(good)  # table order: layers in op order, then output 0
            hit = [k for k in labels if good[k][0] - bad[k][0] >= 6]
            if not hit:
                fail("no row lost 6 dB")
            first = labels.index(hit[0])
            if first < 2:
                fail("the input or first layer changed: %s" % hit[0])
            for k in labels[:first]:
                if good[k] != bad[k]:
                    fail("%s before the mutated layer changed: %s -> %s" % (k, good[k], bad[k]))
            for k in labels[first:]:
                if good[k][0] - bad[k][0] < 6:
                    fail("%s after the mutated layer lost only %.1f dB" % (k, good[k][0] - bad[k][0]))
            print("mutated: %s and every later row lost >= 6 dB (%s)" % (
                hit[0], ", ".join("%s %.1f->%.1f" % (k, good[k][0], bad[k][0]) for k in labels[first:])))
        elif case == "errors":
            wide = os.path.join(tmp, "batch4.tcp")  # the float model with a batch of 4: another input
            run([m2c, other, "--shape", "image=4x1x28x28", "-o", wide])
            checks = [([ftcp, ftcp, idx], 1, "not a quantized model"),
                      ([wide, qtcp, idx], 1, "different inputs"),
                      ([ftcp, qtcp, os.path.join(tmp, "missing.idx")], 3, "missing.idx"),
                      ([ftcp, qtcp], 2, "--compare takes FLOAT.tcp QUANT.tcp INPUT")]
            for args, rc, msg in checks:
                p = run([npk_run, "--compare"] + args, expect_rc=rc)
                if msg not in p.stderr or p.stdout:
                    fail("--compare %s: expected '%s' on stderr and nothing on stdout, got:\n%s%s" % (
                        " ".join(args), msg, p.stdout, p.stderr))
                print("ok: exit %d: %s" % (rc, p.stderr.strip().splitlines()[0]))
        else:
            fail("unknown case " + case)
    print("PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
