#!/usr/bin/python3
"""LSTM keyword spotter: 49 frames x 10 MFCC -> 12 classes. One LSTM layer
(hidden 64, batch first, `out, _ = lstm(x)`), the last step, linear 64->12, softmax."""
import os
import sys

import torch
from torch import nn

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
from make_model import make  # noqa: E402


class LstmKws(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(10, 64, batch_first=True)
        self.fc = nn.Linear(64, 12)

    def forward(self, x):
        out, _ = self.lstm(x)
        return torch.softmax(self.fc(out[:, -1]), dim=1)


SPEC = dict(name="lstm_kws", build=LstmKws, inputs=[([1, 49, 10], "f32")], description="LSTM keyword spotter, 49x10 MFCC, 12 classes")

if __name__ == "__main__":
    make(**SPEC)
