"""A GPT-style block whose construct tries to pick a code path from the
execution mode via ms.get_context (a host API, not allowed in construct)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class CausalSelfAttention(nn.Cell):
    def __init__(self, dim=32, num_heads=4):
        super().__init__()
        self.num_heads = num_heads
        self.qkv = nn.Dense(dim, 3 * dim)
        self.proj = nn.Dense(dim, dim)
        self.mask = ms.Tensor(np.triu(np.full((64, 64), -1e9, np.float32), k=1))

    def construct(self, x):
        b, t, c = x.shape
        q, k, v = ops.split(self.qkv(x), c, axis=-1)
        q = q.reshape(b, t, self.num_heads, -1).swapaxes(1, 2)
        k = k.reshape(b, t, self.num_heads, -1).swapaxes(1, 2)
        v = v.reshape(b, t, self.num_heads, -1).swapaxes(1, 2)
        att = ops.matmul(q, k.swapaxes(-1, -2)) / (q.shape[-1] ** 0.5)
        att = ops.softmax(att + self.mask[:t, :t], axis=-1)
        y = ops.matmul(att, v).swapaxes(1, 2).reshape(b, t, c)
        return self.proj(y)


class GPTBlock(nn.Cell):
    def __init__(self, dim=32):
        super().__init__()
        self.ln1 = nn.LayerNorm((dim,))
        self.attn = CausalSelfAttention(dim)
        self.ln2 = nn.LayerNorm((dim,))
        self.mlp = nn.SequentialCell([nn.Dense(dim, 4 * dim), nn.GELU(), nn.Dense(4 * dim, dim)])
        self.dropout = nn.Dropout(p=0.1)

    def construct(self, x):
        x = x + self.attn(self.ln1(x))
        h = self.mlp(self.ln2(x))
        if ms.get_context("mode") == ms.PYNATIVE_MODE:  # expect: MSD202
            h = self.dropout(h)
        return x + h


if __name__ == "__main__":
    np.random.seed(0)
    block = GPTBlock()
    tokens = ms.Tensor(np.random.randn(2, 8, 32).astype(np.float32))
    print(block(tokens).shape)
