import math

import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

from masks import causal_mask

ms.set_context(mode=ms.GRAPH_MODE)


class CausalSelfAttention(nn.Cell):
    def __init__(self, d_model, n_heads):
        super().__init__()
        self.n_heads = n_heads
        self.head_dim = d_model // n_heads
        self.qkv = nn.Dense(d_model, 3 * d_model)
        self.proj = nn.Dense(d_model, d_model)

    def construct(self, x):
        b, t, c = x.shape
        qkv = self.qkv(x).reshape(b, t, 3, self.n_heads, self.head_dim)
        qkv = qkv.transpose(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        att = ops.matmul(q, k.swapaxes(-1, -2)) / math.sqrt(self.head_dim)
        att = att.masked_fill(causal_mask(t), float("-inf"))
        att = ops.softmax(att, axis=-1)
        y = ops.matmul(att, v).transpose(0, 2, 1, 3).reshape(b, t, c)
        return self.proj(y)


class Block(nn.Cell):
    def __init__(self, d_model, n_heads):
        super().__init__()
        self.ln1 = nn.LayerNorm((d_model,))
        self.attn = CausalSelfAttention(d_model, n_heads)
        self.ln2 = nn.LayerNorm((d_model,))
        self.mlp = nn.SequentialCell([nn.Dense(d_model, 4 * d_model), nn.GELU(), nn.Dense(4 * d_model, d_model)])

    def construct(self, x):
        x = x + self.attn(self.ln1(x))
        return x + self.mlp(self.ln2(x))


class TinyGPT(nn.Cell):
    def __init__(self, vocab, d_model=64, n_heads=4, n_layers=2, block_size=32):
        super().__init__()
        self.tok = nn.Embedding(vocab, d_model)
        self.pos = nn.Embedding(block_size, d_model)
        self.blocks = nn.CellList([Block(d_model, n_heads) for _ in range(n_layers)])
        self.ln_f = nn.LayerNorm((d_model,))
        self.lm_head = nn.Dense(d_model, vocab, has_bias=False)

    def construct(self, idx):
        t = idx.shape[1]
        pos = ops.arange(0, t, dtype=ms.int32)
        x = self.tok(idx) + self.pos(pos)
        for blk in self.blocks:
            x = blk(x)
        return self.lm_head(self.ln_f(x))


vocab = 96
model = TinyGPT(vocab)
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=3e-4)


def lm_loss(idx, targets):
    logits = model(idx)
    return loss_fn(logits.reshape(-1, vocab), targets.reshape(-1))


step_fn = ms.value_and_grad(lm_loss, None, opt.parameters)

corpus = np.random.default_rng(0).integers(0, vocab, size=4096).astype(np.int32)
for it in range(5):
    starts = np.random.default_rng(it).integers(0, len(corpus) - 33, size=8)
    xb = Tensor(np.stack([corpus[s:s + 32] for s in starts]))
    yb = Tensor(np.stack([corpus[s + 1:s + 33] for s in starts]))
    loss, grads = step_fn(xb, yb)
    opt(grads)
    print(f"iter {it}: {loss.asnumpy():.3f}")
