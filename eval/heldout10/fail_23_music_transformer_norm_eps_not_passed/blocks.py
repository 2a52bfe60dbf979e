import mindspore as ms
from mindspore import nn, ops


def make_norm(kind, dim, eps=None):
    if kind == "layer":
        return nn.LayerNorm((dim,), epsilon=eps)
    if kind == "batch":
        return nn.BatchNorm1d(dim, eps=eps or 1e-5)
    raise ValueError(f"unknown norm {kind!r}")


class CausalSelfAttention(nn.Cell):
    def __init__(self, d_model, n_heads, seq_len):
        super().__init__()
        self.h = n_heads
        self.dk = d_model // n_heads
        self.qkv = nn.Dense(d_model, 3 * d_model)
        self.proj = nn.Dense(d_model, d_model)
        causal = ops.triu(ops.ones((seq_len, seq_len), ms.float32), diagonal=1)
        self.neg_mask = causal * -1e9

    def construct(self, x):
        b, t, d = x.shape
        q, k, v = ops.split(self.qkv(x), d, axis=-1)
        q = q.reshape(b, t, self.h, self.dk).transpose(0, 2, 1, 3)
        k = k.reshape(b, t, self.h, self.dk).transpose(0, 2, 3, 1)
        v = v.reshape(b, t, self.h, self.dk).transpose(0, 2, 1, 3)
        att = ops.softmax(ops.matmul(q, k) / (self.dk ** 0.5) + self.neg_mask[:t, :t], axis=-1)
        return self.proj(ops.matmul(att, v).transpose(0, 2, 1, 3).reshape(b, t, d))


class DecoderBlock(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.ln1 = make_norm(cfg.norm, cfg.d_model)  # ROOT
        self.attn = CausalSelfAttention(cfg.d_model, cfg.n_heads, cfg.seq_len)
        self.ln2 = make_norm(cfg.norm, cfg.d_model, cfg.norm_eps)
        self.mlp = nn.SequentialCell(nn.Dense(cfg.d_model, 4 * cfg.d_model), nn.GELU(),
                                     nn.Dense(4 * cfg.d_model, cfg.d_model))

    def construct(self, x):
        x = x + self.attn(self.ln1(x))
        return x + self.mlp(self.ln2(x))
