#!/usr/bin/env python3
"""Checks npk_bench's Google-Benchmark-compatible output (formats only, never timings).

  check_gb_json.py format NPK_BENCH WORKDIR
      flags, filter, repetitions and aggregates, console table, JSON structure,
      --benchmark_out, bad flags
  check_gb_json.py keys NPK_BENCH WORKDIR [GBENCH_REF]
      the JSON key sets (context, iteration rows, aggregate rows) equal those of
      a real Google Benchmark 1.7 binary; exit 77 (skip) without GBENCH_REF
Needs only the python3 standard library.
"""
import json
import os
import re
import subprocess
import sys

# Tiny, fast benchmarks and a fixed iteration count keep this test short.
FAST = "BM_softmax/rows:(1|100)/cols:10$"
COUNTERS = {"FLOPS", "items_per_second"}
failures = []


def fail(msg):
    failures.append(msg)
    print("FAIL: " + msg)


def run(cmd, expect_rc=0):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    if p.returncode != expect_rc:
        fail("%s exited %d (expected %d): %s" % (" ".join(cmd), p.returncode, expect_rc, p.stderr.strip()))
    return p


def load_json(text, what):
    try:
        return json.loads(text)
    except ValueError as e:
        fail("%s is not JSON: %s" % (what, e))
        return {"context": {}, "benchmarks": []}


def check_format(bench, work):
    # JSON, 3 repetitions: 3 iteration rows and 4 aggregates per benchmark.
    out = run([bench, "--benchmark_filter=" + FAST, "--benchmark_min_time=2x",
               "--benchmark_repetitions=3", "--benchmark_format=json"]).stdout
    doc = load_json(out, "--benchmark_format=json output")
    rows = doc["benchmarks"]
    names = sorted({r["run_name"] for r in rows})
    if names != sorted(["BM_softmax/rows:100/cols:10", "BM_softmax/rows:1/cols:10"]):
        fail("filter %r selected %s" % (FAST, names))
    for name in names:
        its = [r for r in rows if r["run_name"] == name and r["run_type"] == "iteration"]
        aggs = [r for r in rows if r["run_name"] == name and r["run_type"] == "aggregate"]
        if [r["repetition_index"] for r in its] != [0, 1, 2]:
            fail("%s: repetition indices %s" % (name, [r.get("repetition_index") for r in its]))
        if any(r["iterations"] != 2 for r in its):
            fail("%s: --benchmark_min_time=2x did not give 2 iterations" % name)
        if [r["aggregate_name"] for r in aggs] != ["mean", "median", "stddev", "cv"]:
            fail("%s: aggregates %s" % (name, [r.get("aggregate_name") for r in aggs]))
        for r in aggs:
            if r["name"] != name + "_" + r["aggregate_name"] or r["iterations"] != 3:
                fail("%s: aggregate row %s has iterations %s" % (name, r["name"], r["iterations"]))
            unit = "percentage" if r["aggregate_name"] == "cv" else "time"
            if r["aggregate_unit"] != unit:
                fail("%s: aggregate_unit %s" % (r["name"], r["aggregate_unit"]))
        times = sorted(r["real_time"] for r in its)
        mean = [r for r in aggs if r["aggregate_name"] == "mean"]
        median = [r for r in aggs if r["aggregate_name"] == "median"]
        if mean and abs(mean[0]["real_time"] - sum(times) / 3) > 1e-6 * max(times):
            fail("%s: mean %s is not the mean of %s" % (name, mean[0]["real_time"], times))
        if median and median[0]["real_time"] != times[1]:
            fail("%s: median %s is not the middle of %s" % (name, median[0]["real_time"], times))
        for r in its + aggs:
            if r["time_unit"] != "ns" or r["threads"] != 1 or r["repetitions"] != 3:
                fail("%s: time_unit/threads/repetitions %s" % (r["name"], r))
            if not COUNTERS <= set(r):
                fail("%s: counters missing: %s" % (r["name"], sorted(r)))
    fams = {(r["family_index"], r["per_family_instance_index"]) for r in rows}
    if fams != {(0, 0), (0, 1)}:
        fail("family/instance indices %s, expected one family with instances 0 and 1" % sorted(fams))
    if not isinstance(doc["context"].get("caches"), list) or len(doc["context"].get("load_avg", [])) != 3:
        fail("context caches/load_avg malformed: %s" % doc["context"])

    # Console table: header, one row per run, the time column with its unit.
    p = run([bench, "--benchmark_filter=" + FAST, "--benchmark_min_time=0.001s"])
    lines = p.stdout.splitlines()
    if len(lines) != 5 or not re.match(r"^-+$", lines[0]) or not lines[1].startswith("Benchmark ") \
            or "Time" not in lines[1] or "Iterations" not in lines[1] or len(lines[0]) != len(lines[1]):
        fail("console table header/rows wrong:\n" + p.stdout)
    for line in lines[3:]:
        if not re.match(r"^BM_softmax/rows:1(00)?/cols:10 +[0-9.]+ ns +[0-9.]+ ns +\d+ FLOPS=\S+/s "
                        r"items_per_second=\S+/s$", line):
            fail("console row: %r" % line)
    if "Running " not in p.stderr or "Run on (" not in p.stderr:
        fail("console context lines missing on stderr: %r" % p.stderr)

    # Negative filter, --benchmark_min_time=0.001 (no unit), --benchmark_out.
    out_file = os.path.join(work, "out.json")
    p = run([bench, "--benchmark_filter=-^BM_(sgemm|openblas|matmul|linear|conv|model|relu|add|maxpool|fma_peak|vnni_peak|i8_|f32_)|rows:1000",
             "--benchmark_min_time=0.001", "--benchmark_out=" + out_file, "--benchmark_out_format=json"])
    doc = load_json(open(out_file).read() if os.path.exists(out_file) else "", out_file)
    if sorted(r["name"] for r in doc["benchmarks"]) != sorted(["BM_softmax/rows:100/cols:10",
                                                               "BM_softmax/rows:1/cols:10"]):
        fail("negative filter / --benchmark_out gave %s" % [r["name"] for r in doc["benchmarks"]])
    if "BM_softmax/rows:1/cols:10" not in p.stdout:
        fail("with --benchmark_out the console table still goes to stdout")

    # --benchmark_list_tests lists and runs nothing.
    listed = run([bench, "--benchmark_list_tests", "--benchmark_filter=^BM_sgemm/"]).stdout.split()
    if not listed or any(not n.startswith("BM_sgemm/") for n in listed):
        fail("--benchmark_list_tests printed %s" % listed)

    # Bad flags are errors.
    for bad in ["--benchmark_min_time=soon", "--benchmark_repetitions=0", "--benchmark_format=xml",
                "--benchmark_filter=(", "--frobnicate"]:
        p = run([bench, bad, "--benchmark_filter=^$"] if "filter" not in bad else [bench, bad], expect_rc=1)
        if not p.stderr.strip():
            fail("%s: no message" % bad)


def keyset(rows, run_type):
    keys = None
    for r in rows:
        if r["run_type"] != run_type:
            continue
        k = frozenset(set(r) - COUNTERS)
        if keys is not None and k != keys:
            fail("%s rows have different key sets: %s vs %s" % (run_type, sorted(k), sorted(keys)))
        keys = k
    return keys or frozenset()


def check_keys(bench, work, ref):
    if not ref:
        print("SKIP: gbench_ref not built (Google Benchmark, Debian libbenchmark-dev, not installed)")
        sys.exit(77)
    args = ["--benchmark_repetitions=2", "--benchmark_format=json"]
    ours = load_json(run([bench, "--benchmark_filter=" + FAST, "--benchmark_min_time=0.001"] + args).stdout,
                     "npk_bench JSON")
    theirs = load_json(run([ref, "--benchmark_min_time=0.001"] + args).stdout, "gbench_ref JSON")
    if list(ours) != list(theirs):
        fail("top-level keys %s, Google Benchmark has %s" % (list(ours), list(theirs)))
    if list(ours["context"]) != list(theirs["context"]):
        fail("context keys %s, Google Benchmark has %s" % (list(ours["context"]), list(theirs["context"])))
    for a, b in zip(ours["context"].get("caches", []), theirs["context"].get("caches", [])):
        if list(a) != list(b):
            fail("cache keys %s, Google Benchmark has %s" % (list(a), list(b)))
    for run_type in ("iteration", "aggregate"):
        a, b = keyset(ours["benchmarks"], run_type), keyset(theirs["benchmarks"], run_type)
        if a != b or not a:
            fail("%s row keys %s, Google Benchmark has %s" % (run_type, sorted(a), sorted(b)))
    # Counters are reported the same way (the reference sets FLOPS and items_per_second too).
    for doc, who in ((ours, "npk_bench"), (theirs, "gbench_ref")):
        if not all(COUNTERS <= set(r) for r in doc["benchmarks"]):
            fail("%s rows lack %s" % (who, sorted(COUNTERS)))
    aggs = lambda d: [r["aggregate_name"] for r in d["benchmarks"] if r["run_type"] == "aggregate"][:4]
    if aggs(ours) != aggs(theirs):
        fail("aggregates %s, Google Benchmark has %s" % (aggs(ours), aggs(theirs)))


def main():
    if len(sys.argv) < 4 or sys.argv[1] not in ("format", "keys"):
        sys.exit(__doc__)
    what, bench, work = sys.argv[1:4]
    os.makedirs(work, exist_ok=True)
    if what == "format":
        check_format(bench, work)
    else:
        check_keys(bench, work, sys.argv[4] if len(sys.argv) > 4 else None)
    if failures:
        sys.exit("%d failure(s)" % len(failures))
    print("ok")


if __name__ == "__main__":
    main()
