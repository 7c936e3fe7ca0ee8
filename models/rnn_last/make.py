#!/usr/bin/python3
"""Only the last step of an LSTM and a GRU, for the rnn op's last-step
results through mlir2c: the sample [3, 6, 5] is a batch of 3 sequences of 6
steps of 5 features. The LSTM (hidden 11, batch first) gives its last h
(`out[:, -1]`) and its last cell state (result=h_c_n: one run, no sequence
stored); the GRU (hidden 7, batch first) only its h_n (result=h_n). Hidden
sizes and the batch are no multiple of the vector widths."""
import os
import sys

import torch
from torch import nn

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
from make_model import make  # noqa: E402


class RnnLast(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(5, 11, batch_first=True)
        self.gru = nn.GRU(5, 7, batch_first=True)

    def forward(self, x):
        x = x.reshape(-1, 6, 5)
        out, (_, c) = self.lstm(x)
        _, h = self.gru(x)
        return torch.cat([out[:, -1], c.reshape(-1, 11), h.reshape(-1, 7)], 1)


SPEC = dict(name="rnn_last", build=RnnLast, inputs=[([1, 3, 6, 5], "f32")],
            description="LSTM (hidden 11): last h and c_n; GRU (hidden 7): h_n; 3 sequences of 6 steps")

if __name__ == "__main__":
    make(**SPEC)
