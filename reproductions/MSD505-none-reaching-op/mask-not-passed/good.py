"""BERT-style encoder layer: the padding mask is passed on to the attention."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class SelfAttention(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.qkv = nn.Dense(dim, 3 * dim)
        self.scale = dim ** -0.5

    def construct(self, x, pad_mask=None):
        q, k, v = ops.chunk(self.qkv(x), 3, axis=-1)
        scores = ops.bmm(q, k.swapaxes(1, 2)) * self.scale
        scores = scores + (1.0 - pad_mask[:, None, :]) * -1e4
        return ops.bmm(ops.softmax(scores, -1), v)


class EncoderLayer(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.attn = SelfAttention(dim)
        self.norm1 = nn.LayerNorm((dim,))
        self.ffn = nn.SequentialCell([nn.Dense(dim, 2 * dim), nn.GELU(), nn.Dense(2 * dim, dim)])
        self.norm2 = nn.LayerNorm((dim,))

    def construct(self, x, pad_mask):
        x = self.norm1(x + self.attn(x, pad_mask))
        return self.norm2(x + self.ffn(x))


if __name__ == "__main__":
    np.random.seed(0)
    mask = np.ones((2, 6), np.float32)
    mask[1, 4:] = 0
    layer = EncoderLayer(16)
    print(layer(ms.Tensor(np.random.randn(2, 6, 16), ms.float32), ms.Tensor(mask)).shape)
