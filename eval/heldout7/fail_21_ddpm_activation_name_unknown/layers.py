import math

import mindspore as ms
from mindspore import nn, ops

ACTIVATIONS = {"relu": nn.ReLU, "gelu": nn.GELU, "silu": nn.SiLU, "tanh": nn.Tanh}


def make_activation(name):
    cls = ACTIVATIONS.get(name)
    return cls() if cls is not None else None


class SinusoidalTimeEmbedding(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        half = dim // 2
        self.freqs = ops.exp(ops.arange(half, dtype=ms.float32) * (-math.log(10000.0) / half))

    def construct(self, t):
        args = t.astype(ms.float32).expand_dims(1) * self.freqs.expand_dims(0)
        return ops.concat((ops.sin(args), ops.cos(args)), axis=1)


class ResidualMLPBlock(nn.Cell):
    def __init__(self, hidden, time_dim, activation):
        super().__init__()
        self.norm = nn.LayerNorm((hidden,))
        self.fc1 = nn.Dense(hidden, hidden)
        self.time_proj = nn.Dense(time_dim, hidden)
        self.act = make_activation(activation)
        self.fc2 = nn.Dense(hidden, hidden)

    def construct(self, x, t_emb):
        h = self.fc1(self.norm(x)) + self.time_proj(t_emb)
        h = self.act(h)
        return x + self.fc2(h)
