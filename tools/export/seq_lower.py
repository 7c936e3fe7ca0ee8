"""seq_lower.py - LSTM, GRU and nn.MultiheadAttention as TOSA ops.

RNNs are unrolled over the (static) sequence: the input projection of all steps
is one matmul, then each step is a slice, a matmul with the recurrent weights and
the gate arithmetic. Attention is projections, reshapes/transposes to heads,
batched matmuls and a softmax.
"""
import math

import numpy as np

from nn_lower import linear, softmax
from tosa_writer import ExportError, V


class SeqV(V):
    """An RNN output [N, T, H] that also keeps its per-step values, so `out[:, t]`
    takes step t directly (the concat then has no user and mlir2c drops it)."""
    __slots__ = ("steps",)

    def __init__(self, v, steps):
        super().__init__(v.name, v.shape, v.dtype)
        self.steps = steps


def _np(p):
    return None if p is None else p.detach().numpy().astype(np.float32)


def _gates(t, x, n, gates, hid):
    """Split [n, gates*hid] into `gates` values of [n, hid]."""
    return [t.slice(x, [0, g * hid], [n, hid]) for g in range(gates)]


def rnn(t, m, x, mod_name):
    """nn.LSTM / nn.GRU called as a module: returns (out, h_n) or (out, (h_n, c_n))."""
    lstm = type(m).__name__ == "LSTM"
    if getattr(m, "proj_size", 0):
        raise ExportError("%s (LSTM): proj_size is not supported" % mod_name)
    if len(x.shape) != 3:
        raise ExportError("%s (%s): input must be batched [N, T, F] or [T, N, F]" % (mod_name, type(m).__name__))
    if m.batch_first:
        n, steps, _ = x.shape
    else:
        steps, n, _ = x.shape
        x = t.transpose(x, [1, 0, 2])
    hid, ng = m.hidden_size, 4 if lstm else 3
    dirs = 2 if m.bidirectional else 1
    h_last, c_last = [], []
    for layer in range(m.num_layers):
        outs = []
        for d in range(dirs):
            sfx = "_l%d%s" % (layer, "_reverse" if d else "")
            w_ih, w_hh = _np(getattr(m, "weight_ih" + sfx)), _np(getattr(m, "weight_hh" + sfx))
            b_ih = _np(getattr(m, "bias_ih" + sfx, None)) if m.bias else None
            b_hh = _np(getattr(m, "bias_hh" + sfx, None)) if m.bias else None
            b_ih = np.zeros([ng * hid], np.float32) if b_ih is None else b_ih
            b_hh = np.zeros([ng * hid], np.float32) if b_hh is None else b_hh
            # GRU keeps b_hn apart (it is inside r * (...)); everything else folds into the input projection
            if lstm:
                xb, hb = b_ih + b_hh, None
            else:
                xb = b_ih + np.concatenate([b_hh[:2 * hid], np.zeros(hid, np.float32)])
                hb = b_hh[2 * hid:]
            xp = linear(t, x, w_ih, xb, [n, steps, ng * hid])
            whh = t.const(w_hh.T.reshape(1, hid, ng * hid), hint="whh")
            hbc = None if hb is None else t.const(hb.reshape(1, hid), hint="bhn")
            h = c = None
            hs = [None] * steps
            order = range(steps - 1, -1, -1) if d else range(steps)
            for s in order:
                g = t.reshape(t.slice(xp, [0, s, 0], [n, 1, ng * hid]), [n, ng * hid])
                if lstm:
                    if h is not None:
                        hh = t.reshape(t.matmul(t.reshape(h, [1, n, hid]), whh), [n, ng * hid])
                        g = t.binary("add", g, hh)
                    i, f, gg, o = _gates(t, g, n, 4, hid)
                    i, f, o = t.unary("sigmoid", i), t.unary("sigmoid", f), t.unary("sigmoid", o)
                    gg = t.unary("tanh", gg)
                    ig = t.binary("mul", i, gg)
                    c = ig if c is None else t.binary("add", t.binary("mul", f, c), ig)
                    h = t.binary("mul", o, t.unary("tanh", c))
                else:
                    xr, xz, xn = _gates(t, g, n, 3, hid)
                    if h is None:
                        r, z = t.unary("sigmoid", xr), t.unary("sigmoid", xz)
                        nn_ = t.unary("tanh", t.binary("add", xn, t.binary("mul", r, hbc)))
                        h = t.binary("sub", nn_, t.binary("mul", z, nn_))  # (1 - z) * n, h0 = 0
                    else:
                        hh = t.reshape(t.matmul(t.reshape(h, [1, n, hid]), whh), [n, ng * hid])
                        hr, hz, hn = _gates(t, hh, n, 3, hid)
                        r = t.unary("sigmoid", t.binary("add", xr, hr))
                        z = t.unary("sigmoid", t.binary("add", xz, hz))
                        nn_ = t.unary("tanh", t.binary("add", xn, t.binary("mul", r, t.binary("add", hn, hbc))))
                        h = t.binary("add", nn_, t.binary("mul", z, t.binary("sub", h, nn_)))
                hs[s] = t.reshape(h, [n, 1, hid])
            outs.append(t.concat(hs, 1))
            h_last.append(t.reshape(h, [1, n, hid]))
            if lstm:
                c_last.append(t.reshape(c, [1, n, hid]))
        x = t.concat(outs, 2) if dirs == 2 else outs[0]
    out = x if m.batch_first else t.transpose(x, [1, 0, 2])
    if m.batch_first and dirs == 1:
        out = SeqV(out, hs)
    h_n = t.concat(h_last, 0)
    return (out, (h_n, t.concat(c_last, 0))) if lstm else (out, h_n)


def multihead_attention(t, m, q, k, v, mod_name, need_weights, kwargs):
    """nn.MultiheadAttention(query, key, value) without masks: (out, mean weights or None)."""
    for key in ("key_padding_mask", "attn_mask"):
        if kwargs.get(key) is not None:
            raise ExportError("%s (MultiheadAttention): %s is not supported" % (mod_name, key))
    if m.bias_k is not None or m.add_zero_attn or not m._qkv_same_embed_dim:
        raise ExportError("%s (MultiheadAttention): bias_k/add_zero_attn/kdim/vdim are not supported" % mod_name)
    if not m.batch_first:
        q, k, v = (t.transpose(a, [1, 0, 2]) for a in (q, k, v))
    n, lq, e = q.shape
    lk = k.shape[1]
    heads = m.num_heads
    hd = e // heads
    w = _np(m.in_proj_weight)
    b = _np(m.in_proj_bias)
    b = np.zeros([3 * e], np.float32) if b is None else b
    scale = 1.0 / math.sqrt(hd)

    def heads_of(x, i, length, s=1.0):
        p = linear(t, x, w[i * e:(i + 1) * e] * s, b[i * e:(i + 1) * e] * s, [n, length, e])
        p = t.transpose(t.reshape(p, [n, length, heads, hd]), [0, 2, 1, 3])
        return t.reshape(p, [n * heads, length, hd])

    qh = heads_of(q, 0, lq, scale)  # the 1/sqrt(d) scale folded into the query projection
    kh = heads_of(k, 1, lk)
    vh = heads_of(v, 2, lk)
    scores = t.matmul(qh, t.transpose(kh, [0, 2, 1]))
    attn = softmax(t, scores, 2)
    o = t.matmul(attn, vh)
    o = t.reshape(t.transpose(t.reshape(o, [n, heads, lq, hd]), [0, 2, 1, 3]), [n, lq, e])
    out = linear(t, o, _np(m.out_proj.weight), _np(m.out_proj.bias), [n, lq, e])
    if not m.batch_first:
        out = t.transpose(out, [1, 0, 2])
    weights = None
    if need_weights:
        a4 = t.reshape(attn, [n, heads, lq, lk])
        weights = t.reshape(t.mul_k(t.reduce("sum", a4, 1), 1.0 / heads), [n, lq, lk])
    return out, weights


def encoder_layer(t, m, x, mod_name):
    """nn.TransformerEncoderLayer (no masks): self-attention and feed-forward blocks,
    post-norm or norm_first, ReLU or GELU."""
    from nn_lower import activation, layer_norm

    act = getattr(m, "activation_relu_or_gelu", 0)
    if act not in (1, 2):
        raise ExportError("%s (TransformerEncoderLayer): activation other than relu/gelu" % mod_name)

    def norm(n, v):
        return layer_norm(t, v, len(n.normalized_shape), _np(n.weight), _np(n.bias), n.eps)

    def attn(v):
        return multihead_attention(t, m.self_attn, v, v, v, mod_name, False, {})[0]

    def ff(v):
        h = linear(t, v, _np(m.linear1.weight), _np(m.linear1.bias), v.shape[:-1] + [m.linear1.out_features])
        h = activation(t, "relu" if act == 1 else "gelu", h)
        return linear(t, h, _np(m.linear2.weight), _np(m.linear2.bias), v.shape)

    if m.norm_first:
        x = t.binary("add", x, attn(norm(m.norm1, x)))
        return t.binary("add", x, ff(norm(m.norm2, x)))
    x = norm(m.norm1, t.binary("add", x, attn(x)))
    return norm(m.norm2, t.binary("add", x, ff(x)))


def encoder(t, m, x, mod_name):
    """nn.TransformerEncoder: its layers, then its final norm if any."""
    from nn_lower import layer_norm

    for i, layer in enumerate(m.layers):
        x = encoder_layer(t, layer, x, "%s.layers.%d" % (mod_name, i))
    if m.norm is not None:
        x = layer_norm(t, x, len(m.norm.normalized_shape), _np(m.norm.weight), _np(m.norm.bias), m.norm.eps)
    return x
