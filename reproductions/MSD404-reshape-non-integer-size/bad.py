"""Multi-head attention that splits heads with a true division."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class MultiHeadAttention(nn.Cell):
    def __init__(self, dim=32, num_heads=4):
        super().__init__()
        self.num_heads = num_heads
        self.qkv = nn.Dense(dim, dim * 3)
        self.proj = nn.Dense(dim, dim)

    def split_heads(self, x):
        b, s, d = x.shape
        head_dim = d / self.num_heads  # expect: MSD404
        return x.reshape(b, s, self.num_heads, head_dim).transpose(0, 2, 1, 3)

    def construct(self, x):
        q, k, v = ops.chunk(self.qkv(x), 3, axis=-1)
        q, k, v = self.split_heads(q), self.split_heads(k), self.split_heads(v)
        att = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)) * 0.25, axis=-1)
        out = ops.matmul(att, v).transpose(0, 2, 1, 3)
        return self.proj(out.reshape(x.shape))


class Block(nn.Cell):
    def __init__(self, dim=32):
        super().__init__()
        self.attn = MultiHeadAttention(dim)
        self.norm = nn.LayerNorm((dim,))

    def construct(self, x):
        return self.norm(x + self.attn(x))


if __name__ == "__main__":
    np.random.seed(0)
    block = Block()
    x = ms.Tensor(np.random.randn(2, 5, 32).astype(np.float32))
    print(block(x).shape)
