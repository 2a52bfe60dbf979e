import math

import mindspore as ms
from mindspore import nn, ops


class TimeEmbedding(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        half = dim // 2
        freqs = [math.exp(-math.log(10000.0) * i / half) for i in range(half)]
        self.freqs = ms.Tensor(freqs, ms.float32)
        self.mlp = nn.SequentialCell(nn.Dense(dim, dim), nn.SiLU(), nn.Dense(dim, dim))

    def construct(self, t):
        args = t.astype(ms.float32).reshape(-1, 1) * self.freqs.reshape(1, -1)
        return self.mlp(ops.cat((ops.sin(args), ops.cos(args)), axis=-1))


class ConditionalDenoiser(nn.Cell):
    def __init__(self, data_dim, hidden, num_classes):
        super().__init__()
        self.inp = nn.Dense(data_dim, hidden)
        self.time = TimeEmbedding(hidden)
        self.label_emb = nn.Embedding(num_classes, hidden)
        self.body = nn.SequentialCell(nn.SiLU(), nn.Dense(hidden, hidden), nn.SiLU(), nn.Dense(hidden, data_dim))

    def construct(self, x_t, t, labels=None):
        h = self.inp(x_t) + self.time(t)
        h = h + self.label_emb(labels)
        return self.body(h)
