"""The MNIST models npk ships, as PyTorch modules (shared by train.py and export_tcf.py).

Every model takes raw pixels uint8 / 255 (no mean/std normalisation), so what npk-run feeds
from an IDX file is exactly what the model was trained on.

All models but `fc` are nn.Sequential built only from the layers export_tcf.py knows
(Flatten, Linear, ReLU, Conv2d, MaxPool2d, Dropout, Softmax, LogSoftmax); the last layer is
the output activation, so `model[:-1]` gives the logits that training uses.
"""
import torch
from torch import nn

NAMES = ["fc", "fc_softmax", "mlp", "lenet", "cnn"]


class PlaygroundFC(nn.Module):
    """The npcomp playground FC: logits[10,N] = weights[10,784] @ image[784,N] + biases[10,1].

    Note the column layout: one image per column, classes along dim 0."""

    def __init__(self):
        super().__init__()
        self.weights = nn.Parameter(torch.empty(10, 784))
        self.biases = nn.Parameter(torch.zeros(10, 1))
        nn.init.normal_(self.weights, std=0.01)

    def forward(self, image_cols):
        return self.weights @ image_cols + self.biases


def build(name):
    """A fresh, randomly initialised model (seed it first for reproducibility)."""
    if name == "fc":
        return PlaygroundFC()
    if name == "fc_softmax":
        return nn.Sequential(nn.Flatten(), nn.Linear(784, 10), nn.Softmax(dim=1))
    if name == "mlp":
        return nn.Sequential(nn.Flatten(), nn.Linear(784, 128), nn.ReLU(),
                             nn.Linear(128, 10), nn.Softmax(dim=1))
    if name == "lenet":
        return nn.Sequential(
            nn.Conv2d(1, 6, 5, padding=2), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(6, 16, 5), nn.ReLU(), nn.MaxPool2d(2),
            nn.Flatten(),
            nn.Linear(400, 120), nn.ReLU(),
            nn.Linear(120, 84), nn.ReLU(),
            nn.Linear(84, 10), nn.LogSoftmax(dim=1))
    if name == "cnn":
        # The classic pytorch/examples MNIST network.
        return nn.Sequential(
            nn.Conv2d(1, 32, 3), nn.ReLU(),
            nn.Conv2d(32, 64, 3), nn.ReLU(),
            nn.MaxPool2d(2), nn.Dropout(0.25),
            nn.Flatten(),
            nn.Linear(9216, 128), nn.ReLU(), nn.Dropout(0.5),
            nn.Linear(128, 10), nn.LogSoftmax(dim=1))
    raise ValueError("unknown model %r (known: %s)" % (name, ", ".join(NAMES)))


def logits(name, model, images):
    """Pre-activation scores [N,10] for images [N,1,28,28] (what cross-entropy wants)."""
    if name == "fc":
        return model(images.reshape(len(images), 784).t()).t()
    return model[:-1](images)


def outputs(name, model, images):
    """What the exported model returns, as [N,10] (fc's [10,N] logits are transposed)."""
    if name == "fc":
        return logits(name, model, images)
    return model(images)
