#!/usr/bin/python3
"""Train the npk MNIST models (CPU, 2 threads, fixed seeds) and report held-out accuracy.

Reads the 8,000 training digits that make_data.py put in the cache directory and the 2,000
held-out digits in data/mnist; writes <cache>/<model>.pt (state dict, not committed).

Usage: tools/mnist/train.py [--cache DIR] [model ...]     (default: all models)
"""
import argparse
import os
import sys
import time

import numpy as np
import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import models  # noqa: E402
from make_data import DATA_DIR, DEFAULT_CACHE, read_idx  # noqa: E402

# epochs, learning rate, random-shift augmentation (pixels) per model.
PLAN = {
    "fc":         (20, 1e-3, 0),
    "fc_softmax": (20, 1e-3, 0),
    "mlp":        (20, 1e-3, 2),
    "lenet":      (20, 1e-3, 2),
    "cnn":        (12, 1e-3, 2),
}
BATCH = 64


def load(images_path, labels_path):
    if not os.path.exists(images_path):
        sys.exit("train: %s is missing; run tools/mnist/make_data.py first" % images_path)
    x = torch.from_numpy(read_idx(images_path).astype(np.float32) / np.float32(255.0))
    y = torch.from_numpy(read_idx(labels_path).astype(np.int64))
    return x.reshape(-1, 1, 28, 28), y


def shift(batch, max_shift, gen):
    """Move each image by a random (dy, dx) in [-max_shift, max_shift], filling with 0."""
    n = len(batch)
    padded = F.pad(batch, (max_shift,) * 4)
    offs = torch.randint(0, 2 * max_shift + 1, (n, 2), generator=gen)
    return torch.stack([padded[i, :, dy:dy + 28, dx:dx + 28]
                        for i, (dy, dx) in enumerate(offs.tolist())])


def accuracy(name, model, x, y):
    model.eval()
    with torch.no_grad():
        pred = models.outputs(name, model, x).argmax(1)
    return (pred == y).float().mean().item()


def train(name, train_x, train_y, test_x, test_y, cache):
    epochs, lr, max_shift = PLAN[name]
    torch.manual_seed(1234)
    gen = torch.Generator().manual_seed(5678)
    model = models.build(name)
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=epochs)
    start = time.time()
    for epoch in range(epochs):
        model.train()
        order = torch.randperm(len(train_y), generator=gen)
        total = 0.0
        for i in range(0, len(order), BATCH):
            idx = order[i:i + BATCH]
            xb, yb = train_x[idx], train_y[idx]
            if max_shift:
                xb = shift(xb, max_shift, gen)
            loss = F.cross_entropy(models.logits(name, model, xb), yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item() * len(idx)
        sched.step()
        print("%-10s epoch %2d  loss %.4f  test %.2f%%  (%.0fs)" % (
            name, epoch + 1, total / len(order), 100 * accuracy(name, model, test_x, test_y),
            time.time() - start), flush=True)
    acc = accuracy(name, model, test_x, test_y)
    torch.save(model.state_dict(), os.path.join(cache, name + ".pt"))
    print("%-10s held-out accuracy %.2f%% (%d/%d)" % (
        name, 100 * acc, round(acc * len(test_y)), len(test_y)), flush=True)
    return acc


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cache", default=DEFAULT_CACHE, help="make_data.py's cache directory")
    ap.add_argument("models", nargs="*", default=models.NAMES, help="models to train")
    args = ap.parse_args()
    for name in args.models:
        if name not in PLAN:
            sys.exit("train: unknown model %r (known: %s)" % (name, ", ".join(models.NAMES)))
    torch.set_num_threads(2)
    train_x, train_y = load(os.path.join(args.cache, "train-images.idx"),
                            os.path.join(args.cache, "train-labels.idx"))
    test_x, test_y = load(os.path.join(DATA_DIR, "test-images.idx"),
                          os.path.join(DATA_DIR, "test-labels.idx"))
    results = {name: train(name, train_x, train_y, test_x, test_y, args.cache)
               for name in args.models}
    for name, acc in results.items():
        print("%-10s %.2f%%" % (name, 100 * acc))


if __name__ == "__main__":
    main()
