"""cases.py - small modules, one per exporter feature, for check_export.py.

CASES[name] = (build, inputs): build() returns the module (called after
torch.manual_seed), inputs is [(shape, dtype)] as torch_export takes them.
"""
import torch
import torch.nn.functional as F
from torch import nn

f32 = "f32"


def bn(c, d=2):
    """A BatchNorm with non-trivial running statistics and affine parameters."""
    m = nn.BatchNorm2d(c) if d == 2 else nn.BatchNorm1d(c)
    with torch.no_grad():
        m.running_mean.uniform_(-0.5, 0.5)
        m.running_var.uniform_(0.5, 2.0)
        m.weight.uniform_(0.5, 1.5)
        m.bias.uniform_(-0.3, 0.3)
    return m


class Lambda(nn.Module):
    def __init__(self, fn, *mods):
        super().__init__()
        self.fn = fn
        self.mods = nn.ModuleList(mods)

    def forward(self, x):
        return self.fn(self, x)


def seq(*mods):
    return nn.Sequential(*mods)


class ConvBnFolded(nn.Module):
    def __init__(self):
        super().__init__()
        self.c1, self.b1 = nn.Conv2d(3, 6, 3, padding=1, bias=False), bn(6)
        self.c2, self.b2 = nn.Conv2d(6, 6, 3, stride=2, padding=1, groups=6), bn(6)  # depthwise + BN
        self.c3 = nn.Conv2d(6, 8, 1)
        self.b3 = bn(8)  # not folded: the conv output has two users

    def forward(self, x):
        x = F.relu(self.b1(self.c1(x)))
        x = F.relu6(self.b2(self.c2(x)))
        y = self.c3(x)
        return self.b3(y) + y


class ResBlock(nn.Module):
    def __init__(self):
        super().__init__()
        self.c1, self.b1 = nn.Conv2d(4, 4, 3, padding=1), bn(4)
        self.c2, self.b2 = nn.Conv2d(4, 4, 3, padding=1), bn(4)

    def forward(self, x):
        y = F.relu(self.b1(self.c1(x)))
        return F.relu(x + self.b2(self.c2(y)))


class Attention(nn.Module):
    """Multi-head attention written with matmul / transpose / view."""

    def __init__(self, d=16, heads=4):
        super().__init__()
        self.h, self.qkv, self.o = heads, nn.Linear(d, 3 * d), nn.Linear(d, d)

    def forward(self, x):
        n, length, d = x.shape
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        q = q.view(n, length, self.h, d // self.h).transpose(1, 2)
        k = k.view(n, length, self.h, d // self.h).transpose(1, 2)
        v = v.view(n, length, self.h, d // self.h).transpose(1, 2)
        a = torch.softmax(q @ k.transpose(-2, -1) / (d // self.h) ** 0.5, dim=-1)
        y = (a @ v).transpose(1, 2).reshape(n, length, d)
        return self.o(y)


class Mha(nn.Module):
    def __init__(self, batch_first=True):
        super().__init__()
        self.m = nn.MultiheadAttention(16, 4, batch_first=batch_first)

    def forward(self, x):
        out, w = self.m(x, x, x)
        return out, w


class Rnn(nn.Module):
    def __init__(self, cls, **kw):
        super().__init__()
        self.r = cls(6, 5, **kw)

    def forward(self, x):
        out, _ = self.r(x)
        return out


class LstmState(nn.Module):
    def __init__(self):
        super().__init__()
        self.r = nn.LSTM(4, 3, num_layers=2, batch_first=True)

    def forward(self, x):
        out, (h, c) = self.r(x)
        return out[:, -1], h, c


class TwoInTwoOut(nn.Module):
    def __init__(self):
        super().__init__()
        self.a, self.b = nn.Linear(5, 4), nn.Linear(3, 4)

    def forward(self, x, y):
        s = self.a(x) + self.b(y)
        return torch.sigmoid(s), s.sum(dim=1, keepdim=True)


class Embed(nn.Module):
    def __init__(self):
        super().__init__()
        self.e, self.l = nn.Embedding(20, 6), nn.Linear(6, 3)

    def forward(self, idx):
        return self.l(self.e(idx)).mean(dim=1)


class Shapes(nn.Module):
    def forward(self, x):  # [2, 3, 4, 5]
        a = x.permute(0, 2, 3, 1).flatten(1, 2)           # [2, 20, 3]
        b = a.unsqueeze(1).squeeze(1).transpose(1, 2)      # [2, 3, 20]
        p, q = b.split([8, 12], dim=2)
        r = torch.cat([q, p], dim=2).reshape(x.size(0), -1)
        return r[:, 1:40] * 2.0 - 1.0, x.amax(dim=(2, 3)), x.mean(-1)


def unet_like():
    class U(nn.Module):
        def __init__(self):
            super().__init__()
            self.d = nn.Conv2d(2, 4, 3, padding=1)
            self.up = nn.Upsample(scale_factor=2, mode="bilinear", align_corners=False)
            self.o = nn.Conv2d(6, 1, 1)

        def forward(self, x):
            y = F.max_pool2d(F.relu(self.d(x)), 2)
            return self.o(torch.cat([self.up(y), x], dim=1))
    return U()


CASES = {
    "linear_relu_softmax": (lambda: seq(nn.Flatten(), nn.Linear(12, 8), nn.ReLU(), nn.Linear(8, 5), nn.Softmax(dim=1)),
                            [([2, 3, 4], f32)]),
    "log_softmax_axis1": (lambda: seq(nn.Conv2d(2, 3, 1), nn.LogSoftmax(dim=1)), [([1, 2, 3, 3], f32)]),
    "conv_bn_folded": (ConvBnFolded, [([1, 3, 8, 8], f32)]),
    "bn_alone": (lambda: seq(bn(3), nn.ReLU()), [([2, 3, 4, 4], f32)]),
    "bn1d_after_linear": (lambda: seq(nn.Linear(6, 5), bn(5, 1), nn.Tanh()), [([3, 6], f32)]),
    "grouped_conv": (lambda: seq(nn.Conv2d(4, 6, 3, padding=1, groups=2), nn.ReLU()), [([1, 4, 6, 6], f32)]),
    "depthwise_multiplier": (lambda: nn.Conv2d(3, 6, 5, stride=2, padding=2, groups=3), [([1, 3, 9, 9], f32)]),
    "dilated_conv": (lambda: nn.Conv2d(2, 3, 3, padding=2, dilation=2), [([1, 2, 7, 7], f32)]),
    "conv1d": (lambda: seq(nn.Conv1d(3, 4, 3, stride=2, padding=1), bn(4, 1), nn.ReLU(), nn.Conv1d(4, 4, 3, groups=4)),
               [([2, 3, 11], f32)]),
    "conv_transpose": (lambda: seq(nn.ConvTranspose2d(3, 2, 3, stride=2, padding=1, output_padding=1), bn(2)),
                       [([1, 3, 4, 5], f32)]),
    "zero_pad_and_f_pad": (lambda: Lambda(lambda s, x: F.pad(s.mods[0](x), (0, 1, 2, 0)), nn.ZeroPad2d((1, 2, 0, 1))),
                           [([1, 2, 3, 3], f32)]),
    "pools": (lambda: seq(nn.MaxPool2d(3, stride=2, padding=1), nn.AvgPool2d(2, count_include_pad=False)),
              [([1, 2, 9, 9], f32)]),
    "adaptive_avg_global": (lambda: seq(nn.Conv2d(2, 3, 3), nn.AdaptiveAvgPool2d(1), nn.Flatten()), [([2, 2, 7, 6], f32)]),
    "adaptive_avg_uneven": (lambda: nn.AdaptiveAvgPool2d((3, 2)), [([1, 2, 7, 5], f32)]),
    "adaptive_max_even": (lambda: nn.AdaptiveMaxPool2d((2, 3)), [([1, 2, 4, 6], f32)]),
    "residual_add": (ResBlock, [([1, 4, 5, 5], f32)]),
    "cat": (lambda: Lambda(lambda s, x: torch.cat([x, s.mods[0](x), x * 2], dim=1), nn.Conv2d(2, 3, 1)),
            [([1, 2, 3, 3], f32)]),
    "upsample_nearest": (lambda: nn.Upsample(scale_factor=2, mode="nearest"), [([1, 2, 3, 4], f32)]),
    "upsample_bilinear": (lambda: nn.Upsample(scale_factor=2, mode="bilinear"), [([1, 2, 3, 4], f32)]),
    "upsample_bilinear_corners": (lambda: nn.Upsample(size=(7, 5), mode="bilinear", align_corners=True),
                                  [([1, 2, 3, 4], f32)]),
    "interpolate_nearest_size": (lambda: Lambda(lambda s, x: F.interpolate(x, size=(6, 12))), [([1, 1, 3, 4], f32)]),
    "activations": (lambda: Lambda(lambda s, x: torch.cat([
        F.relu6(x * 4), F.leaky_relu(x, 0.2), F.hardswish(x * 4), F.hardsigmoid(x * 4), F.silu(x), torch.sigmoid(x),
        torch.tanh(x), s.mods[0](x), s.mods[1](x * 4), s.mods[2](x), s.mods[3](x * 8), s.mods[4](x * 4)], dim=1),
        nn.LeakyReLU(), nn.Hardswish(), nn.SiLU(), nn.ReLU6(), nn.Hardsigmoid()), [([1, 2, 3, 3], f32)]),
    "gelu_erf_tanh": (lambda: Lambda(lambda s, x: torch.cat([F.gelu(x * 3), F.gelu(x * 3, approximate="tanh"),
                                                             s.mods[0](x), s.mods[1](x)], dim=-1),
                                     nn.GELU(), nn.GELU(approximate="tanh")), [([2, 5], f32)]),
    "layernorm": (lambda: seq(nn.Linear(8, 8), nn.LayerNorm(8), nn.GELU()), [([2, 3, 8], f32)]),
    "layernorm_2d": (lambda: nn.LayerNorm([3, 4]), [([2, 3, 4], f32)]),
    "attention_manual": (Attention, [([1, 6, 16], f32)]),
    "multihead_attention": (Mha, [([2, 5, 16], f32)]),
    "multihead_attention_seq_first": (lambda: Mha(batch_first=False), [([5, 2, 16], f32)]),
    "transformer_encoder_layer": (lambda: nn.TransformerEncoderLayer(16, 4, 32, dropout=0.1, batch_first=True),
                                  [([2, 5, 16], f32)]),
    "transformer_encoder_norm_first_gelu": (lambda: seq(nn.TransformerEncoder(
        nn.TransformerEncoderLayer(16, 2, 24, activation="gelu", norm_first=True), 2, norm=nn.LayerNorm(16))),
        [([5, 2, 16], f32)]),
    "embedding": (Embed, [([2, 7], "i64")]),
    "lstm": (lambda: Rnn(nn.LSTM, batch_first=True), [([2, 7, 6], f32)]),
    "lstm_as_root": (lambda: nn.LSTM(3, 4, batch_first=True), [([2, 5, 3], f32)]),
    "lstm_seq_first_bidirectional": (lambda: Rnn(nn.LSTM, bidirectional=True), [([5, 2, 6], f32)]),
    "lstm_two_layers_state": (LstmState, [([1, 6, 4], f32)]),
    "gru": (lambda: Rnn(nn.GRU, batch_first=True, num_layers=2), [([2, 6, 6], f32)]),
    "two_inputs_two_outputs": (TwoInTwoOut, [([2, 5], f32), ([2, 3], f32)]),
    "shapes_and_reductions": (Shapes, [([2, 3, 4, 5], f32)]),
    "dropout_identity": (lambda: seq(nn.Linear(4, 4), nn.Dropout(0.5), nn.Identity(), nn.Dropout2d()), [([2, 4], f32)]),
    "unet_like": (unet_like, [([1, 2, 8, 8], f32)]),
}

# BatchNorms left as a scale-and-shift (the rest must be folded into the conv/linear before them)
UNFOLDED_BATCHNORMS = {"conv_bn_folded": 1, "bn_alone": 1, "bn1d_after_linear": 0, "conv1d": 0, "conv_transpose": 0,
                       "residual_add": 0}


# Modules that must fail with one line naming the module and the op.
class DataDependent(nn.Module):
    def forward(self, x):
        if x.sum() > 0:
            return x
        return -x


FAILURES = {
    "reflect_pad": (lambda: seq(nn.Conv2d(1, 1, 1), nn.ReflectionPad2d(1)), [([1, 1, 4, 4], f32)],
                    "module 1 (ReflectionPad2d): is not supported"),
    "ceil_mode": (lambda: seq(nn.MaxPool2d(2, ceil_mode=True)), [([1, 1, 5, 5], f32)],
                  "module 0 (MaxPool2d): ceil_mode=True is not supported"),
    "lstm_h0": (lambda: Lambda(lambda s, x: s.mods[0](x, (torch.zeros(1, 1, 2), torch.zeros(1, 1, 2)))[0],
                               nn.LSTM(3, 2, batch_first=True)), [([1, 4, 3], f32)],
                "module mods.0 (LSTM): an initial state (h0) is not supported"),
    "control_flow": (DataDependent, [([1, 3], f32)], "torch.fx cannot trace DataDependent"),
    "bicubic": (lambda: nn.Upsample(scale_factor=2, mode="bicubic"), [([1, 1, 2, 2], f32)],
                "interpolation mode 'bicubic'"),
}
