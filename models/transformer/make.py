#!/usr/bin/python3
"""Transformer encoder: 32 token ids -> 10 classes. Embedding (vocab 100, d=64) +
learned positions, 2 post-norm layers (nn.MultiheadAttention 4 heads, LayerNorm,
feed-forward 64->256->64 with GELU), mean over the sequence, linear 64->10."""
import os
import sys

import torch
from torch import nn

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
from make_model import make  # noqa: E402

D, HEADS, SEQ, VOCAB = 64, 4, 32, 100


class Layer(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(D, HEADS, batch_first=True)
        self.n1, self.n2 = nn.LayerNorm(D), nn.LayerNorm(D)
        self.ff = nn.Sequential(nn.Linear(D, 4 * D), nn.GELU(), nn.Dropout(0.1), nn.Linear(4 * D, D))

    def forward(self, x):
        a, _ = self.attn(x, x, x, need_weights=False)
        x = self.n1(x + a)
        return self.n2(x + self.ff(x))


class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, D)
        self.pos = nn.Parameter(torch.randn(1, SEQ, D) * 0.1)
        self.layers = nn.Sequential(Layer(), Layer())
        self.head = nn.Linear(D, 10)

    def forward(self, tokens):
        x = self.layers(self.embed(tokens) + self.pos)
        return self.head(x.mean(dim=1))


SPEC = dict(name="transformer", build=Encoder, inputs=[([1, SEQ], "i64<%d>" % VOCAB)],  description="transformer encoder, 2 layers, 4 heads, d=64, sequence 32")

if __name__ == "__main__":
    make(**SPEC)
