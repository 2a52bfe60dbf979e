"""A small attention block that builds its masks with NumPy inside construct (the seed articles'
pattern). `msdiag check --fix` turns every construction into an `ops` call with the same values."""
import numpy as np
import mindspore as ms
from mindspore import nn


class MaskedAttention(nn.Cell):
    def __init__(self, dim=16):
        super().__init__()
        self.qkv = nn.Dense(dim, 3 * dim)
        self.proj = nn.Dense(dim, dim)
        self.scale = dim ** -0.5

    def construct(self, x):
        b, t, c = x.shape
        q, k, v = self.qkv(x).split(c, axis=-1)
        img_atts = ms.Tensor(np.ones(x.shape[:-1]), dtype=ms.float32)
        causal = ms.Tensor(np.triu(np.ones((t, t)), k=1), dtype=ms.float32)
        bias = ms.Tensor(np.zeros((b, 1, t)), ms.float32)
        fill = ms.Tensor(np.full((b, t, 1), 0.5), dtype=ms.float32)
        positions = ms.Tensor(np.arange(t), ms.float32)
        scores = ms.ops.bmm(q, k.swapaxes(1, 2)) * self.scale
        scores = scores - 1e4 * causal + bias + positions.reshape(1, 1, t) * 0.01
        weights = ms.ops.softmax(scores, axis=-1) * img_atts.reshape(b, t, 1)
        return self.proj(ms.ops.bmm(weights, v) * fill)
