"""Tiny decoder-only language model: the causal mask helper returns a bool mask."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

from masks_good import causal_mask

ms.set_context(mode=ms.GRAPH_MODE)


class CausalSelfAttention(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.qkv = nn.Dense(dim, 3 * dim)
        self.out = nn.Dense(dim, dim)
        self.scale = dim ** -0.5

    def construct(self, x):
        q, k, v = ops.chunk(self.qkv(x), 3, axis=-1)
        scores = ops.bmm(q, k.swapaxes(1, 2)) * self.scale
        blocked = causal_mask(x.shape[1])
        scores = scores.masked_fill(blocked, -1e9)
        return self.out(ops.bmm(ops.softmax(scores, -1), v))


class TinyLM(nn.Cell):
    def __init__(self, vocab=40, dim=16):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.attn = CausalSelfAttention(dim)
        self.head = nn.Dense(dim, vocab)

    def construct(self, ids):
        h = self.embed(ids)
        return self.head(h + self.attn(h))


if __name__ == "__main__":
    np.random.seed(0)
    print(TinyLM()(ms.Tensor(np.random.randint(0, 40, (2, 7)), ms.int32)).shape)
