"""gb_py.py - a Python twin of bench/gb.c: registers benchmarks, picks iteration
counts the way Google Benchmark 1.7 does, and writes the same console table and
JSON (same keys, aggregates, flags), so compare.py reads npk and PyTorch results
alike. Standard library only.

    def bm(state):               # state.iterations: how many times to call
        x = setup()
        state.run(lambda: work(x))   # times the calls
        state.items_per_iter = ...   # optional counters
    register("BM_family", "BM_family/arg", bm)
    sys.exit(main(sys.argv))

Each row also carries proc_cpu_per_wall: the whole process's CPU time (every
thread, time.process_time) over the wall time of the timed calls, and
proc_cpu_per_thread_cpu: the same CPU time over the calling thread's own. The
first is what a user sees; it reads low when other jobs hold the cores (a
second thread that waits for a core adds little CPU time), so the second, which
the load does not change, is checked too. A baseline that claims one thread
sets MAX_PROC_CPU_PER_WALL (torch_bench.py: 1.1); a repetition with either
ratio above it turns every row of that benchmark into an error row
("refused: ..."), so no multi-threaded figure is reported as a 1-thread one.
"""
import json
import math
import os
import re
import socket
import sys
import time

_entries = []
_custom = {}
COUNTERS = ("FLOPS", "items_per_second", "proc_cpu_per_thread_cpu", "proc_cpu_per_wall")  # name order, as GB's std::map
MAX_PROC_CPU_PER_WALL = None  # set by a caller that claims one thread


class State:
    def __init__(self, iterations):
        self.iterations = iterations
        self.items_per_iter = 0.0
        self.flops_per_iter = 0.0
        self.skip = None
        self.real = self.cpu = self.proc = 0.0

    def run(self, fn):
        """Calls fn() self.iterations times; only these calls are timed."""
        n = self.iterations
        r0, c0, p0 = time.perf_counter(), time.thread_time(), time.process_time()
        for _ in range(n):
            fn()
        self.cpu = time.thread_time() - c0
        self.proc = time.process_time() - p0
        self.real = time.perf_counter() - r0


def register(family, name, fn):
    _entries.append((family, name, fn))


def add_context(key, value):
    _custom[key] = value


def _context(argv0):
    caches = []
    base = "/sys/devices/system/cpu/cpu0/cache"
    for i in range(8):
        d = os.path.join(base, "index%d" % i)
        if not os.path.isdir(d):
            break
        rd = lambda f: open(os.path.join(d, f)).read().strip()
        size = rd("size")
        mult = {"K": 1024, "M": 1024 * 1024}.get(size[-1:], 1)
        shared = 0
        for part in rd("shared_cpu_list").split(","):
            a, _, b = part.partition("-")
            shared += int(b or a) - int(a) + 1
        caches.append({"type": rd("type"), "level": int(rd("level")),
                       "size": int(size.rstrip("KM")) * mult, "num_sharing": shared})
    mhz = 0.0
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("cpu MHz"):
                mhz = float(line.split(":")[1])
                break
    except OSError:
        pass
    try:
        gov = open("/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor").read().strip()
        scaling = gov != "performance"
    except OSError:
        scaling = False
    cpu = cpu_identity()
    date = time.strftime("%Y-%m-%dT%H:%M:%S%z")
    ctx = {"date": date[:-2] + ":" + date[-2:], "host_name": socket.gethostname(), "executable": argv0,
           "num_cpus": os.cpu_count() or 1, "mhz_per_cpu": int(mhz), "cpu_scaling_enabled": scaling,
           "caches": caches, "load_avg": list(os.getloadavg()), "library_build_type": "release"}
    ctx.update(cpu)
    ctx.update(sorted(_custom.items()))
    return ctx


def cpu_identity():
    """cpu_model_name, cpu_family, cpu_model and cpu_flags_avx512 from /proc/cpuinfo
    (custom context entries, so a table can name the CPU it was measured on)."""
    want = {"model name": "cpu_model_name", "cpu family": "cpu_family", "model": "cpu_model"}
    out = {}
    try:
        for line in open("/proc/cpuinfo"):
            k, _, v = line.partition(":")
            k, v = k.strip(), v.strip()
            if k in want and want[k] not in out:
                out[want[k]] = v
            elif k == "flags" and "cpu_flags_avx512" not in out:
                out["cpu_flags_avx512"] = " ".join(f for f in v.split() if f.startswith("avx512"))
            elif not k and out:
                break
    except OSError:
        pass
    return out


def _human(v):
    sign, v = ("-" if v < 0 else ""), abs(v)
    if v > 1100.0:
        for p in "kMGTPEZY":
            v /= 1000.0
            if v <= 1100.0:
                return "%s%g%s" % (sign, v, p)
    elif 0 < v < 0.01:
        for p in "munpfazy":
            v *= 1000.0
            if v >= 1.1:
                return "%s%g%s" % (sign, v, p)
    return "%s%g" % (sign, v)


def _fmt_time(t):
    if t < 1.0:
        return "%10.3f" % t
    if t < 10.0:
        return "%10.2f" % t
    if t < 100.0:
        return "%10.1f" % t
    if t > 9999999999:
        return "%1.4e" % t
    return "%10.0f" % t


class _Console:
    def __init__(self, f, width):
        self.f, self.width, self.header = f, width, False

    def row(self, r):
        if not self.header:
            head = "%-*s %13s %15s %12s" % (self.width, "Benchmark", "Time", "CPU", "Iterations")
            if any(c in r for c in COUNTERS):
                head += " UserCounters..."
            self.f.write("-" * len(head) + "\n" + head + "\n" + "-" * len(head) + "\n")
            self.header = True
        line = "%-*s " % (self.width, r["name"])
        if r.get("error_occurred"):
            self.f.write(line + "ERROR OCCURRED: '%s'\n" % r["error_message"])
            return
        pct = r.get("aggregate_unit") == "percentage"
        if pct:
            line += "%10.2f %-4s %10.2f %-4s " % (100 * r["real_time"], "%", 100 * r["cpu_time"], "%")
        else:
            line += "%s %-4s %s %-4s " % (_fmt_time(r["real_time"]), "ns", _fmt_time(r["cpu_time"]), "ns")
        line += "%10d" % r["iterations"]
        for c in COUNTERS:
            if c in r:
                v = "%.2f%%" % (100 * r[c]) if pct else _human(r[c]) + "/s"
                if c.startswith("proc_cpu_per") and not pct:
                    v = "%.2f" % r[c]
                line += " %s=%s" % (c, v)
        self.f.write(line + "\n")
        self.f.flush()

    def end(self, rows):
        pass


def _json_doc(ctx, rows):
    return json.dumps({"context": ctx, "benchmarks": rows}, indent=2)


def _stats(v):
    n = len(v)
    mean = sum(v) / n
    s = sorted(v)
    median = s[n // 2] if n % 2 else 0.5 * (s[n // 2 - 1] + s[n // 2])
    sd = math.sqrt(sum((x - mean) ** 2 for x in v) / (n - 1)) if n > 1 else 0.0
    return [mean, median, sd, sd / mean if mean else 0.0]


def _one(fn, iters):
    st = State(iters)
    fn(st)
    return st


def _row(st, name, family, inst, reps, rep):
    r = {"name": name, "family_index": family, "per_family_instance_index": inst, "run_name": name,
         "run_type": "iteration", "repetitions": reps, "repetition_index": rep, "threads": 1}
    if st.skip:
        r.update({"error_occurred": True, "error_message": st.skip})
    n = st.iterations
    cpu = st.cpu if st.cpu > 0 else 1e-9
    r.update({"iterations": n, "real_time": 1e9 * st.real / n, "cpu_time": 1e9 * st.cpu / n, "time_unit": "ns"})
    if st.flops_per_iter > 0:
        r["FLOPS"] = st.flops_per_iter * n / cpu
    if st.items_per_iter > 0:
        r["items_per_second"] = st.items_per_iter * n / cpu
    if st.real > 0:
        r["proc_cpu_per_wall"] = st.proc / st.real
    if st.cpu > 0:
        r["proc_cpu_per_thread_cpu"] = st.proc / st.cpu
    return r


def _refuse(rows):
    """Error rows instead of figures when a repetition used more than one core."""
    wall = max(r.get("proc_cpu_per_wall", 0.0) for r in rows)
    thread = max(r.get("proc_cpu_per_thread_cpu", 0.0) for r in rows)
    if MAX_PROC_CPU_PER_WALL is None or max(wall, thread) <= MAX_PROC_CPU_PER_WALL:
        return False
    msg = ("refused: process CPU time / wall time %.2f, / the timing thread's CPU time %.2f (limit %.2f): "
           "not a 1-thread figure" % (wall, thread, MAX_PROC_CPU_PER_WALL))
    for r in rows:
        r["error_occurred"], r["error_message"] = True, msg
    return True


def _parse(argv):
    o = {"filter": "", "min_time": 0.5, "iters": 0, "reps": 1, "format": "console", "out": None,
         "out_format": "json", "list": False}
    for a in argv[1:]:
        k, eq, v = a.partition("=")
        if k == "--benchmark_filter":
            o["filter"] = v
        elif k == "--benchmark_min_time":
            m = re.fullmatch(r"(\d+)x|([0-9.eE+-]+)s?", v)
            if not m:
                raise SystemExit("--benchmark_min_time: %r is not SECONDS, SECONDSs or Nx" % v)
            if m.group(1):
                o["iters"] = int(m.group(1))
            else:
                o["min_time"] = float(m.group(2))
        elif k == "--benchmark_repetitions":
            o["reps"] = int(v)
        elif k == "--benchmark_format":
            o["format"] = v
        elif k == "--benchmark_out":
            o["out"] = v
        elif k == "--benchmark_out_format":
            o["out_format"] = v
        elif k == "--benchmark_list_tests":
            o["list"] = not eq or v in ("true", "1")
        else:
            raise SystemExit("unknown argument %r" % a)
    return o


def main(argv):
    o = _parse(argv)
    pat, neg = o["filter"], False
    if pat in ("", "all"):
        pat = ""
    elif pat.startswith("-"):
        pat, neg = pat[1:], True
    rx = re.compile(pat) if pat else None
    chosen = [e for e in _entries if rx is None or (rx.search(e[1]) is not None) != neg]
    if o["list"]:
        print("\n".join(e[1] for e in chosen))
        return 0
    ctx = _context(argv[0])
    width = max([len(e[1]) + (7 if o["reps"] > 1 else 0) for e in chosen] + [10])
    console = _Console(sys.stdout, width) if o["format"] == "console" else None
    if o["format"] == "console":
        sys.stderr.write("%s\nRunning %s\nRun on (%d X %.1f MHz CPU s)\nLoad Average: %.2f, %.2f, %.2f\n" %
                         (ctx["date"], argv[0], ctx["num_cpus"], ctx["mhz_per_cpu"], *ctx["load_avg"]))
    rows, family, last, inst = [], -1, None, 0
    for fam, name, fn in chosen:
        if fam != last:
            family, inst, last = family + 1, 0, fam
        iters = o["iters"] or 1
        if not o["iters"]:
            while True:
                st = _one(fn, iters)
                if st.skip or st.real >= o["min_time"] or iters >= 1e9:
                    break
                mult = o["min_time"] * 1.4 / max(st.real, 1e-9)
                if st.real / o["min_time"] <= 0.1:
                    mult = min(mult, 10.0)
                if mult <= 1.0:
                    mult = 2.0
                iters = min(max(int(iters * mult + 0.5), iters + 1), 10 ** 9)
            first = st
        else:
            first = _one(fn, iters)
        reps = [first] + [_one(fn, iters) for _ in range(o["reps"] - 1)] if not first.skip else [first]
        mine = [_row(st, name, family, inst, o["reps"], i) for i, st in enumerate(reps)]
        refused = not first.skip and _refuse(mine)
        if o["reps"] > 1 and not first.skip and not refused:
            keys = ["real_time", "cpu_time"] + [c for c in COUNTERS if c in mine[0]]
            s = {k: _stats([r[k] for r in mine]) for k in keys}
            for i, agg in enumerate(["mean", "median", "stddev", "cv"]):
                g = {"name": name + "_" + agg, "family_index": family, "per_family_instance_index": inst,
                     "run_name": name, "run_type": "aggregate", "repetitions": o["reps"], "threads": 1,
                     "aggregate_name": agg, "aggregate_unit": "percentage" if agg == "cv" else "time",
                     "iterations": o["reps"]}
                g.update({k: s[k][i] for k in ["real_time", "cpu_time"]})
                g["time_unit"] = "ns"
                g.update({c: s[c][i] for c in COUNTERS if c in s})
                mine.append(g)
        inst += 1
        for r in mine:
            if console:
                console.row(r)
        rows += mine
    if o["format"] == "json":
        sys.stdout.write(_json_doc(ctx, rows) + "\n")
    if o["out"]:
        with open(o["out"], "w") as f:
            if o["out_format"] == "json":
                f.write(_json_doc(ctx, rows) + "\n")
            else:
                c = _Console(f, width)
                for r in rows:
                    c.row(r)
    return 0
