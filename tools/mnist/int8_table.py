#!/usr/bin/python3
"""Print docs/INT8.md's accuracy and size tables: float vs int8 MNIST models, run by npk-run.

    /usr/bin/python3 tools/mnist/int8_table.py [BUILD_DIR]      (default: build)

Runs BUILD/npk-run on BUILD/models/mnist/NAME.tcp (float) and .../int8/NAME.tcp on the
2,000 committed held-out digits (data/mnist/test-images.idx); NumPy only.
"""
import os
import re
import subprocess
import sys
import tempfile

import numpy as np

from make_data import read_idx  # the one IDX reader of tools/mnist

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DATA = os.path.join(ROOT, "data", "mnist")
NAMES = [("mlp", "mlp"), ("lenet", "lenet"), ("cnn", "cnn"), ("lenet_a16", "lenet")]  # (int8 file, float model)




def run(npk_run, tcp, tmp):
    out = os.path.join(tmp, "out.npy")
    subprocess.run([npk_run, tcp, os.path.join(DATA, "test-images.idx"), "--quiet", "--output", out], check=True,
                   stdout=subprocess.DEVNULL)
    return np.load(out)


def sizes(npk_run, tcp):
    text = subprocess.run([npk_run, tcp, "--print"], check=True, capture_output=True, text=True).stdout
    return int(re.search(r"weights: (\d+) bytes", text).group(1)), int(re.search(r"arena: (\d+) bytes", text).group(1))


def main():
    build = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build")
    npk_run = os.path.join(build, "npk-run")
    labels = read_idx(os.path.join(DATA, "test-labels.idx"))
    n = len(labels)
    acc_rows, size_rows = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for name, fname in NAMES:
            ftcp = os.path.join(build, "models", "mnist", fname + ".tcp")
            qtcp = os.path.join(build, "models", "mnist", "int8", name + ".tcp")
            f, q = run(npk_run, ftcp, tmp), run(npk_run, qtcp, tmp)
            fa, qa = int((f.argmax(1) == labels).sum()), int((q.argmax(1) == labels).sum())
            agree = int((f.argmax(1) == q.argmax(1)).sum())
            # both models end in softmax or log_softmax: compare probabilities
            pf, pq = (f, q) if fname == "mlp" else (np.exp(f), np.exp(q))
            acc_rows.append("| `%s` | %.2f%% (%d) | %.2f%% (%d) | %+.2f | %d/%d | %.4f |" % (
                name, 100.0 * fa / n, fa, 100.0 * qa / n, qa, 100.0 * (qa - fa) / n, agree, n,
                float(np.abs(pf - pq).max())))
            (fw, far), (qw, qar) = sizes(npk_run, ftcp), sizes(npk_run, qtcp)
            size_rows.append("| `%s` | %s | %s | %.2fx | %s | %s | %.2fx |" % (
                name, format(fw, ","), format(qw, ","), fw / qw, format(far, ","), format(qar, ","), far / qar))
    print("| model | float32 accuracy | int8 accuracy | difference (points) | same top-1 "
          "| max abs difference of a probability |")
    print("|---|---:|---:|---:|---:|---:|")
    print("\n".join(acc_rows))
    print()
    print("| model | float32 weights (bytes) | int8 weights | ratio | float32 arena (bytes) | int8 arena | ratio |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    print("\n".join(size_rows))


if __name__ == "__main__":
    main()
