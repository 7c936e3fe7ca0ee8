#!/usr/bin/python3
"""VWW MobileNetV1 alpha 0.25 (MLPerf Tiny visual wake words): 96x96x3 -> 2 classes.
conv 8 3x3 stride 2, 13 depthwise-separable blocks (3x3 depthwise + 1x1 pointwise,
BN + ReLU after each), global average pool, linear 256->2, softmax."""
import os
import sys

from torch import nn

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
from make_model import make  # noqa: E402


def conv_bn(cin, cout, k, stride=1, groups=1):
    return [nn.Conv2d(cin, cout, k, stride, k // 2, groups=groups, bias=False), nn.BatchNorm2d(cout), nn.ReLU()]


def build(alpha=0.25):
    c = lambda n: int(n * alpha)  # noqa: E731
    plan = [(64, 1), (128, 2), (128, 1), (256, 2), (256, 1), (512, 2)] + [(512, 1)] * 5 + [(1024, 2), (1024, 1)]
    layers = conv_bn(3, c(32), 3, 2)
    cin = c(32)
    for cout, s in plan:
        layers += conv_bn(cin, cin, 3, s, groups=cin) + conv_bn(cin, c(cout), 1)
        cin = c(cout)
    layers += [nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(cin, 2), nn.Softmax(dim=1)]
    return nn.Sequential(*layers)


SPEC = dict(name="vww_mobilenetv1", build=build, inputs=[([1, 3, 96, 96], "f32")], description="MLPerf Tiny VWW MobileNetV1 0.25, 96x96x3")

if __name__ == "__main__":
    make(**SPEC)
