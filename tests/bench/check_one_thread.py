"""The 1-thread check of bench/gb_py.py: a benchmark whose process burns CPU
on a second thread is refused (error rows, no aggregates), one that stays on
the timing thread is reported with both ratios near 1.

  python3 check_one_thread.py BENCH_DIR
"""
import json
import os
import sys
import tempfile
import threading

sys.path.insert(0, sys.argv[1])
import gb_py  # noqa: E402


def spin(seconds):
    import time
    end = time.thread_time() + seconds
    while time.thread_time() < end:
        pass


def alone(st):
    st.run(lambda: spin(0.002))


def helped(st):
    stop = []

    def helper():  # a second busy thread: another core, or half of the GIL's time
        while not stop:
            sum(range(1000))
    t = threading.Thread(target=helper)
    t.start()
    try:
        st.run(lambda: spin(0.002))
    finally:
        stop.append(1)
        t.join()


def main():
    gb_py.register("BM_alone", "BM_alone", alone)
    gb_py.register("BM_helped", "BM_helped", helped)
    gb_py.MAX_PROC_CPU_PER_WALL = 1.1
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "o.json")
        gb_py.main(["check", "--benchmark_min_time=0.1", "--benchmark_repetitions=2", "--benchmark_out=" + out,
                    "--benchmark_format=json"])
        rows = json.load(open(out))["benchmarks"]
    fails = []
    alone_rows = [r for r in rows if r["run_name"] == "BM_alone"]
    helped_rows = [r for r in rows if r["run_name"] == "BM_helped"]
    if len(alone_rows) != 6 or any(r.get("error_occurred") for r in alone_rows):
        fails.append("BM_alone: expected 2 repetitions + 4 aggregates without errors: %s" % alone_rows)
    for r in alone_rows:
        if r["run_type"] == "iteration" and not 0.9 <= r["proc_cpu_per_thread_cpu"] <= 1.1:
            fails.append("BM_alone: proc_cpu_per_thread_cpu %g" % r["proc_cpu_per_thread_cpu"])
    if len(helped_rows) != 2 or not all(r.get("error_occurred") for r in helped_rows):
        fails.append("BM_helped: expected 2 error rows and no aggregates: %s" % helped_rows)
    elif not all(r["error_message"].startswith("refused: process CPU time") for r in helped_rows):
        fails.append("BM_helped: message %r" % helped_rows[0]["error_message"])
    for f in fails:
        print("FAIL:", f)
    print("one_thread: %d failure(s)" % len(fails))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
