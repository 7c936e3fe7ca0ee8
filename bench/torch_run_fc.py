#!/usr/bin/python3
"""The PyTorch side of bench/hyperfine.sh: a whole process that does what
`npk-run models/mnist/fc.tcp DIGIT.idx --batch-axis 1` does - load the playground
FC weights, read one IDX digit, logits = weights @ image + biases
(torch.matmul + add), print the class line. One thread.

  /usr/bin/python3 bench/torch_run_fc.py data/mnist/sample-digit.idx
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import single_thread  # noqa: E402,F401  (before numpy and torch)

import numpy as np  # noqa: E402
import torch  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    torch.set_num_threads(1)
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(REPO, "data", "mnist", "sample-digit.idx")
    raw = open(path, "rb").read()
    ndim = raw[3]
    pixels = np.frombuffer(raw, np.uint8, offset=4 + 4 * ndim)[:784].astype(np.float32) / 255.0
    models = os.path.join(REPO, "models", "mnist")
    w = torch.from_numpy(np.load(os.path.join(models, "fc-weights.npy")).astype(np.float32).reshape(10, 784))
    b = torch.from_numpy(np.load(os.path.join(models, "fc-biases.npy")).astype(np.float32).reshape(10, 1))
    with torch.inference_mode():
        logits = torch.matmul(w, torch.from_numpy(pixels).reshape(784, 1)) + b
        p = torch.softmax(logits[:, 0], 0)
    k = int(torch.argmax(p))
    print("sample 0: class %d (p=%.4f)" % (k, float(p[k])))


if __name__ == "__main__":
    main()
