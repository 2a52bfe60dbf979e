import mindspore as ms
from mindspore import nn, ops


class CausalSelfAttention(nn.Cell):
    def __init__(self, d_model, heads, dropout):
        super().__init__()
        self.heads = heads
        self.hd = d_model // heads
        self.qkv = nn.Dense(d_model, 3 * d_model)
        self.proj = nn.Dense(d_model, d_model)
        self.drop = nn.Dropout(p=dropout)

    def construct(self, x):
        b, t, d = x.shape
        q, k, v = ops.split(self.qkv(x), d, axis=-1)
        q = q.reshape(b, t, self.heads, self.hd).transpose(0, 2, 1, 3)
        k = k.reshape(b, t, self.heads, self.hd).transpose(0, 2, 1, 3)
        v = v.reshape(b, t, self.heads, self.hd).transpose(0, 2, 1, 3)
        att = ops.matmul(q, k.swapaxes(-2, -1)) * (self.hd ** -0.5)
        causal = ms.Parameter(ops.tril(ops.ones((t, t), ms.float32)), name="causal", requires_grad=False)  # ROOT
        att = ops.masked_fill(att, causal == 0, float("-inf"))
        att = self.drop(ops.softmax(att, axis=-1))
        y = ops.matmul(att, v).transpose(0, 2, 1, 3).reshape(b, t, d)
        return self.proj(y)


class Block(nn.Cell):
    def __init__(self, d_model, heads, dropout):
        super().__init__()
        self.ln1 = nn.LayerNorm((d_model,))
        self.attn = CausalSelfAttention(d_model, heads, dropout)
        self.ln2 = nn.LayerNorm((d_model,))
        self.mlp = nn.SequentialCell([nn.Dense(d_model, 4 * d_model), nn.GELU(), nn.Dense(4 * d_model, d_model)])

    def construct(self, x):
        x = x + self.attn(self.ln1(x))
        return x + self.mlp(self.ln2(x))


class CharGPT(nn.Cell):
    def __init__(self, vocab_size, cfg):
        super().__init__()
        self.tok = nn.Embedding(vocab_size, cfg.D_MODEL)
        self.pos = nn.Embedding(cfg.CONTEXT, cfg.D_MODEL)
        self.blocks = nn.SequentialCell([Block(cfg.D_MODEL, cfg.N_HEADS, cfg.DROPOUT) for _ in range(cfg.N_LAYERS)])
        self.ln_f = nn.LayerNorm((cfg.D_MODEL,))
        self.head = nn.Dense(cfg.D_MODEL, vocab_size, has_bias=False)

    def construct(self, idx):
        t = idx.shape[1]
        x = self.tok(idx) + self.pos(ops.arange(t))
        return self.head(self.ln_f(self.blocks(x)))
