#!/usr/bin/python3
"""IC ResNet-8 (MLPerf Tiny image classification): 32x32x3 -> 10 classes.
conv 16 3x3 + BN + ReLU, three residual stacks (16, 32 stride 2, 64 stride 2; 1x1
conv shortcut where the shape changes), global average pool, linear 64->10, softmax."""
import os
import sys

import torch.nn.functional as F
from torch import nn

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
from make_model import make  # noqa: E402


class Block(nn.Module):
    def __init__(self, cin, cout, stride):
        super().__init__()
        self.c1, self.b1 = nn.Conv2d(cin, cout, 3, stride, 1), nn.BatchNorm2d(cout)
        self.c2, self.b2 = nn.Conv2d(cout, cout, 3, 1, 1), nn.BatchNorm2d(cout)
        self.short = nn.Conv2d(cin, cout, 1, stride) if stride != 1 or cin != cout else nn.Identity()

    def forward(self, x):
        y = F.relu(self.b1(self.c1(x)))
        y = self.b2(self.c2(y))
        return F.relu(y + self.short(x))


class ResNet8(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, 16, 3, 1, 1), nn.BatchNorm2d(16), nn.ReLU())
        self.stacks = nn.Sequential(Block(16, 16, 1), Block(16, 32, 2), Block(32, 64, 2))
        self.fc = nn.Linear(64, 10)

    def forward(self, x):
        x = self.stacks(self.stem(x))
        return F.softmax(self.fc(F.adaptive_avg_pool2d(x, 1).flatten(1)), dim=1)


SPEC = dict(name="ic_resnet8", build=ResNet8, inputs=[([1, 3, 32, 32], "f32")], description="MLPerf Tiny IC ResNet-8, 32x32x3, 10 classes")

if __name__ == "__main__":
    make(**SPEC)
