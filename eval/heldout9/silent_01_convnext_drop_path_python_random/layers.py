import random

from mindspore import nn, ops


class DropPath(nn.Cell):
    def __init__(self, drop_prob):
        super().__init__()
        self.drop_prob = drop_prob

    def construct(self, residual):
        if not self.training or self.drop_prob == 0.0:
            return residual
        if random.random() < self.drop_prob:  # ROOT
            return ops.zeros_like(residual)
        return residual / (1.0 - self.drop_prob)


class ConvNeXtBlock(nn.Cell):
    def __init__(self, dim, drop_prob):
        super().__init__()
        self.dwconv = nn.Conv2d(dim, dim, 7, pad_mode="same", group=dim, has_bias=True)
        self.norm = nn.LayerNorm((dim,))
        self.pw1 = nn.Dense(dim, 4 * dim)
        self.act = nn.GELU()
        self.pw2 = nn.Dense(4 * dim, dim)
        self.drop_path = DropPath(drop_prob)

    def construct(self, x):
        h = self.dwconv(x).transpose(0, 2, 3, 1)
        h = self.pw2(self.act(self.pw1(self.norm(h)))).transpose(0, 3, 1, 2)
        return x + self.drop_path(h)
