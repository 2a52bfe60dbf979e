"""Attention with padding: the author checks `if attention_mask == 0` to
decide whether to mask, but the mask is a (batch, seq) tensor."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class MaskedAttention(nn.Cell):
    def __init__(self, dim=32):
        super().__init__()
        self.q = nn.Dense(dim, dim)
        self.k = nn.Dense(dim, dim)
        self.v = nn.Dense(dim, dim)
        self.scale = dim ** -0.5

    def construct(self, x, attention_mask):
        scores = ops.bmm(self.q(x), self.k(x).swapaxes(1, 2)) * self.scale
        if attention_mask == 0:  # expect: MSD302
            scores = scores - 1e9
        return ops.bmm(ops.softmax(scores, axis=-1), self.v(x))


class Encoder(nn.Cell):
    def __init__(self, dim=32):
        super().__init__()
        self.attn = MaskedAttention(dim)
        self.norm = nn.LayerNorm((dim,))

    def construct(self, x, attention_mask):
        return self.norm(x + self.attn(x, attention_mask))


if __name__ == "__main__":
    np.random.seed(0)
    enc = Encoder()
    x = ms.Tensor(np.random.randn(2, 6, 32).astype(np.float32))
    mask = ms.Tensor(np.array([[1, 1, 1, 1, 0, 0], [1, 1, 1, 1, 1, 1]], np.float32))
    print(enc(x, mask).shape)
