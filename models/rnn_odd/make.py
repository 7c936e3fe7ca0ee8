#!/usr/bin/python3
"""LSTM then GRU on odd shapes, for the rnn op's test through mlir2c: the
sample [3, 7, 5] is a batch of 3 sequences of 7 steps of 5 features; an LSTM
(hidden 13, batch first) feeds its whole output sequence to a GRU (hidden 7,
batch first, 3 x 7 x 7 outputs), then the LSTM's last cell state (3 x 13:
the rnn op's result=c_n). Hidden sizes and the batch are no multiple of
the vector widths."""
import os
import sys

import torch
from torch import nn

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
from make_model import make  # noqa: E402


class RnnOdd(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(5, 13, batch_first=True)
        self.gru = nn.GRU(13, 7, batch_first=True)

    def forward(self, x):
        out, (_, c) = self.lstm(x.reshape(-1, 7, 5))
        out, _ = self.gru(out)
        return torch.cat([out.reshape(-1, 147), c.reshape(-1, 39)], 1)


SPEC = dict(name="rnn_odd", build=RnnOdd, inputs=[([1, 3, 7, 5], "f32")],
            description="LSTM (hidden 13) then GRU (hidden 7) over 3 sequences of 7 steps, and the LSTM c_n")

if __name__ == "__main__":
    make(**SPEC)
