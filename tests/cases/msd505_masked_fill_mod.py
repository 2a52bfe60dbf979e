"""Attention layer with an optional key padding mask."""
from mindspore import nn, ops


class PaddedAttention(nn.Cell):
    def __init__(self, dim=16):
        super().__init__()
        self.qkv = nn.Dense(dim, dim * 3)
        self.out = nn.Dense(dim, dim)

    def construct(self, x, key_padding_mask=None):
        q, k, v = ops.chunk(self.qkv(x), 3, axis=-1)
        scores = ops.bmm(q, k.swapaxes(1, 2))
        scores = ops.masked_fill(scores, key_padding_mask, -1e9)  # expect: MSD505
        return self.out(ops.bmm(ops.softmax(scores, axis=-1), v))
