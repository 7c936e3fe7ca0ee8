#!/usr/bin/python3
"""KWS DS-CNN (MLPerf Tiny keyword spotting, DS-CNN small): 49x10 MFCC -> 12 classes.
conv 64 10x4 stride 2 ('same' padding: ZeroPad2d) + BN + ReLU, 4 x (depthwise 3x3
+ BN + ReLU, pointwise 64 + BN + ReLU), global average pool, linear 64->12, softmax."""
import os
import sys

from torch import nn

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
from make_model import make  # noqa: E402


def conv_bn(cin, cout, k, stride=1, groups=1, padding=0):
    return [nn.Conv2d(cin, cout, k, stride, padding, groups=groups, bias=False), nn.BatchNorm2d(cout), nn.ReLU()]


def build():
    layers = [nn.ZeroPad2d((1, 1, 4, 5))] + conv_bn(1, 64, (10, 4), stride=2) + [nn.Dropout(0.2)]
    for _ in range(4):
        layers += conv_bn(64, 64, 3, groups=64, padding=1) + conv_bn(64, 64, 1)
    layers += [nn.Dropout(0.4), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(64, 12), nn.Softmax(dim=1)]
    return nn.Sequential(*layers)


SPEC = dict(name="kws_dscnn", build=build, inputs=[([1, 1, 49, 10], "f32")], description="MLPerf Tiny KWS DS-CNN, 49x10 MFCC, 12 classes")

if __name__ == "__main__":
    make(**SPEC)
