"""Self-attention with one fused projection three model-widths wide: queries, keys, values."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class FusedAttention(nn.Cell):
    def __init__(self, dim, heads):
        super().__init__()
        self.dim, self.heads = dim, heads
        self.qkv = nn.Dense(dim, 3 * dim)
        self.proj = nn.Dense(dim, dim)

    def construct(self, x):
        b, t, _ = x.shape
        q, k, v = ops.split(self.qkv(x), self.dim, axis=-1)
        q = q.reshape(b, t, self.heads, -1).swapaxes(1, 2)
        k = k.reshape(b, t, self.heads, -1).swapaxes(1, 2)
        v = v.reshape(b, t, self.heads, -1).swapaxes(1, 2)
        att = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)) * (self.dim // self.heads) ** -0.5, -1)
        return self.proj(ops.matmul(att, v).swapaxes(1, 2).reshape(b, t, self.dim))


if __name__ == "__main__":
    np.random.seed(0)
    print(FusedAttention(16, 4)(ms.Tensor(np.random.randn(2, 5, 16), ms.float32)).shape)
