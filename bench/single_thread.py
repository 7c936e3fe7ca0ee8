"""single_thread.py - import before numpy or torch to keep a baseline on one
core. The BLAS and OpenMP pools size themselves from these variables when
their libraries load; torch.set_num_threads(1) alone leaves the threaded
OpenBLAS that Debian's PyTorch calls with its own pool. NPK_BENCH_THREAD_ENV=keep
leaves the environment as it is (to measure what the old harness did); the
rows are then still checked against MAX_PROC_CPU_PER_WALL by gb_py."""
import os

VARS = ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS")
MAX_PROC_CPU_PER_WALL = 1.1

if os.environ.get("NPK_BENCH_THREAD_ENV") != "keep":
    for _v in VARS:
        os.environ[_v] = "1"


def describe():
    return " ".join("%s=%s" % (v, os.environ.get(v, "(unset)")) for v in VARS)
