#!/usr/bin/env python3
"""ctest for `npk-run --compare FLOAT.tcp QUANT.tcp INPUT` on an MLPerf Tiny model
(docs/INT8.md): one row per matched layer, each against its own float tensor.

usage: check_compare_tiny.py NPK_RUN FLOAT.tcp QUANT.tcp INPUT.npy ROWS UNMATCHED

Checks that the table has exactly ROWS rows (matched tagged tensors plus output 0)
and UNMATCHED `unmatched:` lines, every SQNR finite and above 10 dB, every max
error finite, and no two rows on the same float tensor (the Tiny models repeat
layer shapes: a layer matched to an earlier layer's float values shows as ~0 dB).
Standard library only.
"""
import math
import subprocess
import sys


def main():
    npk_run, ftcp, qtcp, inp, want_rows, want_unmatched = sys.argv[1:7]
    out = subprocess.run([npk_run, "--compare", ftcp, qtcp, inp], capture_output=True, text=True)
    if out.returncode != 0:
        print(out.stdout, out.stderr)
        print(f"FAIL: npk-run --compare exited {out.returncode}")
        return 1
    print(out.stdout)
    lines = out.stdout.splitlines()
    try:
        head = next(i for i, l in enumerate(lines) if l.strip().startswith("quantized tensor"))
    except StopIteration:
        print("FAIL: no table header")
        return 1
    rows, unmatched, fails = [], 0, []
    for l in lines[head + 1:]:
        if l.strip().startswith("unmatched:"):
            unmatched += 1
            continue
        f = l.split()
        if len(f) < 8:
            fails.append(f"short row: {l!r}")
            continue
        # label float shape... type scale zp sqnr maxerr: the last four fields are fixed
        try:
            sqnr, maxerr = float(f[-2]), float(f[-1])
        except ValueError:
            fails.append(f"unreadable numbers: {l!r}")
            continue
        label = f[0] if not l.strip().startswith("output 0") else "output 0"
        fname = f[1] if label != "output 0" else f[2]
        rows.append((label, fname, sqnr, maxerr))
        if not math.isfinite(sqnr) or sqnr <= 10.0:
            fails.append(f"{label}: SQNR {sqnr} dB (want finite, > 10)")
        if not math.isfinite(maxerr):
            fails.append(f"{label}: max abs err {maxerr}")
    if len(rows) != int(want_rows):
        fails.append(f"{len(rows)} rows, want {want_rows}")
    if unmatched != int(want_unmatched):
        fails.append(f"{unmatched} unmatched lines, want {want_unmatched}")
    # the last layer and output 0 may share the float tensor (AD's last layer is the output)
    names = [r[1] for r in rows if r[0] != "output 0"]
    dup = sorted({n for n in names if names.count(n) > 1})
    if dup:
        fails.append(f"float tensors matched twice: {dup}")
    for msg in fails:
        print("FAIL:", msg)
    if not fails:
        print(f"ok: {len(rows)} rows, {unmatched} unmatched, SQNR {min(r[2] for r in rows):.2f}.."
              f"{max(r[2] for r in rows):.2f} dB")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
