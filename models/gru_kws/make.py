#!/usr/bin/python3
"""GRU keyword spotter: 49 frames x 10 MFCC -> 12 classes. One GRU layer
(hidden 64, batch first, `out, _ = gru(x)`), the last step, linear 64->12,
softmax: lstm_kws with a GRU."""
import os
import sys

import torch
from torch import nn

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
from make_model import make  # noqa: E402


class GruKws(nn.Module):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(10, 64, batch_first=True)
        self.fc = nn.Linear(64, 12)

    def forward(self, x):
        out, _ = self.gru(x)
        return torch.softmax(self.fc(out[:, -1]), dim=1)


SPEC = dict(name="gru_kws", build=GruKws, inputs=[([1, 49, 10], "f32")], description="GRU keyword spotter, 49x10 MFCC, 12 classes")

if __name__ == "__main__":
    make(**SPEC)
