import mindspore as ms
from mindspore import nn, ops


class SelfAttention(nn.Cell):
    def __init__(self, d_model, n_heads):
        super().__init__()
        self.h = n_heads
        self.dk = d_model // n_heads
        self.qkv = nn.Dense(d_model, 3 * d_model)
        self.out = nn.Dense(d_model, d_model)
        self.scale = self.dk ** -0.5

    def construct(self, x):
        b, t, d = x.shape
        q, k, v = ops.split(self.qkv(x), d, axis=-1)
        q = q.reshape(b, t, self.h, self.dk).transpose(0, 2, 1, 3)
        k = k.reshape(b, t, self.h, self.dk).transpose(0, 2, 1, 3)
        v = v.reshape(b, t, self.h, self.dk).transpose(0, 2, 1, 3)
        att = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)) * self.scale, axis=-1)
        y = ops.matmul(att, v).transpose(0, 2, 1, 3).reshape(b, t, d)
        return self.out(y)


class EncoderLayer(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.attn = SelfAttention(cfg.d_model, cfg.n_heads)
        self.norm1 = nn.LayerNorm((cfg.d_model,))
        self.ffn = nn.SequentialCell(nn.Dense(cfg.d_model, cfg.ffn_dim), nn.GELU(), nn.Dense(cfg.ffn_dim, cfg.d_model))
        self.norm2 = nn.LayerNorm((cfg.ffn_dim,))  # ROOT

    def construct(self, x):
        x = self.norm1(x + self.attn(x))
        x = self.norm2(x + self.ffn(x))
        return x
