import numpy as np
import mindspore as ms
from mindspore import nn, ops


class CausalAttention(nn.Cell):
    def __init__(self, d_model, n_heads):
        super().__init__()
        self.n_heads = n_heads
        self.to_qkv = nn.Dense(d_model, 3 * d_model, has_bias=False)
        self.to_out = nn.Dense(d_model, d_model)

    def construct(self, x):
        b, t, d = x.shape
        q, k, v = ops.chunk(self.to_qkv(x), 3, axis=-1)
        q = q.reshape(b, t, self.n_heads, -1).swapaxes(1, 2)
        k = k.reshape(b, t, self.n_heads, -1).swapaxes(1, 2)
        v = v.reshape(b, t, self.n_heads, -1).swapaxes(1, 2)
        scores = ops.matmul(q, k.swapaxes(-1, -2)) / ops.sqrt(ms.Tensor(q.shape[-1], ms.float32))
        future = ops.triu(ops.ones((t, t), ms.float32), diagonal=1)  # ROOT
        scores = ops.masked_fill(scores, future, float("-inf"))
        out = ops.matmul(ops.softmax(scores, axis=-1), v)
        return self.to_out(out.swapaxes(1, 2).reshape(b, t, d))


class DecoderOnly(nn.Cell):
    def __init__(self, vocab=32, d_model=16, n_heads=2, n_layers=2, max_len=32):
        super().__init__()
        self.tok = nn.Embedding(vocab, d_model)
        self.pos = nn.Embedding(max_len, d_model)
        self.attn = nn.CellList([CausalAttention(d_model, n_heads) for _ in range(n_layers)])
        self.norms = nn.CellList([nn.LayerNorm((d_model,)) for _ in range(n_layers)])
        self.head = nn.Dense(d_model, vocab)

    def construct(self, ids):
        x = self.tok(ids) + self.pos(ops.arange(ids.shape[1]))
        for norm, attn in zip(self.norms, self.attn):
            x = x + attn(norm(x))
        return self.head(x)


ms.set_context(mode=ms.GRAPH_MODE)
model = DecoderOnly()
ids = ms.Tensor(np.random.randint(0, 32, (2, 12)).astype(np.int32))
logits = model(ids)
print(logits[:, -1].argmax(-1))
