#!/usr/bin/python3
"""MobileNetV2 alpha 0.35, 96x96x3 -> 10 classes (inverted residuals, ReLU6,
linear bottlenecks, last conv 1280 as in the reference for alpha < 1)."""
import os
import sys

from torch import nn

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
from make_model import make  # noqa: E402


def divisible(v, d=8):
    n = max(d, int(v + d / 2) // d * d)
    return n + d if n < 0.9 * v else n


def conv_bn(cin, cout, k, stride=1, groups=1, act=True):
    layers = [nn.Conv2d(cin, cout, k, stride, k // 2, groups=groups, bias=False), nn.BatchNorm2d(cout)]
    return layers + [nn.ReLU6()] if act else layers


class Inverted(nn.Module):
    def __init__(self, cin, cout, stride, t):
        super().__init__()
        hid = cin * t
        layers = (conv_bn(cin, hid, 1) if t != 1 else []) + conv_bn(hid, hid, 3, stride, hid) + \
            conv_bn(hid, cout, 1, act=False)
        self.body = nn.Sequential(*layers)
        self.residual = stride == 1 and cin == cout

    def forward(self, x):
        return x + self.body(x) if self.residual else self.body(x)


def build(alpha=0.35, classes=10):
    plan = [(1, 16, 1, 1), (6, 24, 2, 2), (6, 32, 3, 2), (6, 64, 4, 2), (6, 96, 3, 1), (6, 160, 3, 2), (6, 320, 1, 1)]
    cin = divisible(32 * alpha)
    layers = conv_bn(3, cin, 3, 2)
    for t, c, n, s in plan:
        cout = divisible(c * alpha)
        for i in range(n):
            layers.append(Inverted(cin, cout, s if i == 0 else 1, t))
            cin = cout
    layers += conv_bn(cin, 1280, 1) + [nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dropout(0.2), nn.Linear(1280, classes),
                                       nn.Softmax(dim=1)]
    return nn.Sequential(*layers)


SPEC = dict(name="mobilenetv2", build=build, inputs=[([1, 3, 96, 96], "f32")], description="MobileNetV2 alpha 0.35, 96x96x3, 10 classes")

if __name__ == "__main__":
    make(**SPEC)
