#!/usr/bin/env python3
"""int8_ratio.py - run npk_bench's int8/float32 pairs (bench_int8.c) in one
process, several repetitions each, and print per shape the median times and
the speed-up float32 time / int8 time (> 1: int8 faster).

    python3 bench/int8_ratio.py [--bench build/bench/npk_bench] [--reps 5]
                                [--min-time 0.1] [--filter REGEX]

The machine may be shared: the medians of interleaved repetitions and the
ratio of rows measured minutes apart at most are what to read, not FLOPS.
"""
import argparse
import json
import subprocess
import sys


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bench", default="build/bench/npk_bench")
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--min-time", default="0.1")
    ap.add_argument("--filter", default="")
    a = ap.parse_args()
    flt = "BM_(i8|f32)_(conv2d|linear)/" + (".*" + a.filter if a.filter else "")
    cmd = [a.bench, "--benchmark_filter=" + flt, "--benchmark_repetitions=%d" % a.reps,
           "--benchmark_min_time=" + a.min_time, "--benchmark_format=json"]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    med = {}
    for b in json.loads(out)["benchmarks"]:
        if b.get("aggregate_name") == "median" or (a.reps == 1 and "aggregate_name" not in b):
            med[b["run_name"]] = b["real_time"] * {"ns": 1e-3, "us": 1.0, "ms": 1e3}[b.get("time_unit", "ns")]
    print("%-46s %10s %10s %8s" % ("shape (batch 1)", "f32 us", "int8 us", "f32/i8"))
    ratios = []
    for name in sorted(n for n in med if n.startswith("BM_i8_")):
        twin = name.replace("BM_i8_", "BM_f32_", 1)
        if twin not in med:
            continue
        r = med[twin] / med[name]
        ratios.append(r)
        print("%-46s %10.2f %10.2f %8.2f" % (name[len("BM_i8_"):], med[twin], med[name], r))
    if not ratios:
        print("no pairs ran", file=sys.stderr)
        return 1
    g = 1.0
    for r in ratios:
        g *= r
    print("geometric mean f32/i8: %.2f over %d shapes" % (g ** (1.0 / len(ratios)), len(ratios)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
