"""Causal LM attention: the causal mask is built as a float 0/1 matrix
and handed to masked_fill, which needs a bool mask."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class CausalAttention(nn.Cell):
    def __init__(self, dim=32, max_len=16):
        super().__init__()
        self.qkv = nn.Dense(dim, dim * 3)
        self.proj = nn.Dense(dim, dim)
        self.causal_mask = ms.Tensor(np.triu(np.ones((max_len, max_len)), k=1), ms.float32)  # expect: MSD503

    def construct(self, x):
        t = x.shape[1]
        q, k, v = ops.chunk(self.qkv(x), 3, axis=-1)
        scores = ops.bmm(q, k.swapaxes(1, 2)) / (q.shape[-1] ** 0.5)
        scores = ops.masked_fill(scores, self.causal_mask[:t, :t], -1e9)
        return self.proj(ops.bmm(ops.softmax(scores, axis=-1), v))


class TinyLM(nn.Cell):
    def __init__(self, vocab=64, dim=32):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.attn = CausalAttention(dim)
        self.lm_head = nn.Dense(dim, vocab)

    def construct(self, ids):
        h = self.embed(ids)
        return self.lm_head(h + self.attn(h))


if __name__ == "__main__":
    np.random.seed(0)
    lm = TinyLM()
    ids = ms.Tensor(np.random.randint(0, 64, (2, 8)), ms.int32)
    print(lm(ids).shape)
