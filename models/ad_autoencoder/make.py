#!/usr/bin/python3
"""AD fully-connected autoencoder (MLPerf Tiny anomaly detection): 640 -> 640.
4 x (linear 128 + BN + ReLU), linear 8 + BN + ReLU, 4 x (linear 128 + BN + ReLU),
linear 640 (the reconstruction; the anomaly score is its error)."""
import os
import sys

from torch import nn

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
from make_model import make  # noqa: E402


def dense(cin, cout):
    return [nn.Linear(cin, cout), nn.BatchNorm1d(cout), nn.ReLU()]


def build():
    layers, cin = [], 640
    for cout in [128, 128, 128, 128, 8, 128, 128, 128, 128]:
        layers += dense(cin, cout)
        cin = cout
    return nn.Sequential(*layers, nn.Linear(cin, 640))


SPEC = dict(name="ad_autoencoder", build=build, inputs=[([1, 640], "f32")], description="MLPerf Tiny AD FC autoencoder, 640 inputs")

if __name__ == "__main__":
    make(**SPEC)
