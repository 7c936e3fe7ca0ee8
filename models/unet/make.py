#!/usr/bin/python3
"""Small U-Net: 64x64x3 -> 64x64 logits (one class). Encoder 16, 32, bottleneck 64
(two 3x3 conv + BN + ReLU each, max pool between), decoder: bilinear upsampling and
a transposed conv, each concatenated with the skip, two convs, a 1x1 conv at the end."""
import os
import sys

import torch
from torch import nn

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
from make_model import make  # noqa: E402


def double(cin, cout):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, padding=1, bias=False), nn.BatchNorm2d(cout), nn.ReLU(),
                         nn.Conv2d(cout, cout, 3, padding=1, bias=False), nn.BatchNorm2d(cout), nn.ReLU())


class UNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.e1, self.e2, self.mid = double(3, 16), double(16, 32), double(32, 64)
        self.pool = nn.MaxPool2d(2)
        self.up2 = nn.Upsample(scale_factor=2, mode="bilinear", align_corners=False)
        self.d2 = double(64 + 32, 32)
        self.up1 = nn.ConvTranspose2d(32, 16, 2, stride=2)
        self.d1 = double(16 + 16, 16)
        self.out = nn.Conv2d(16, 1, 1)

    def forward(self, x):
        s1 = self.e1(x)
        s2 = self.e2(self.pool(s1))
        m = self.mid(self.pool(s2))
        y = self.d2(torch.cat([self.up2(m), s2], dim=1))
        y = self.d1(torch.cat([self.up1(y), s1], dim=1))
        return self.out(y)


SPEC = dict(name="unet", build=UNet, inputs=[([1, 3, 64, 64], "f32")], n_golden=2, description="small U-Net, 64x64x3, one output map")

if __name__ == "__main__":
    make(**SPEC)
