import math

import mindspore as ms
from mindspore import nn, ops


class FeedForwardModule(nn.Cell):
    def __init__(self, d_model, mult, dropout):
        super().__init__()
        self.net = nn.SequentialCell(
            nn.LayerNorm((d_model,)),
            nn.Dense(d_model, d_model * mult),
            nn.SiLU(),
            nn.Dropout(p=dropout),
            nn.Dense(d_model * mult, d_model),
        )

    def construct(self, x):
        return self.net(x)


class MultiHeadSelfAttention(nn.Cell):
    def __init__(self, d_model, num_heads, dropout):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = d_model // num_heads
        self.scale = 1.0 / math.sqrt(self.head_dim)
        self.qkv = nn.Dense(d_model, 3 * d_model)
        self.out = nn.Dense(d_model, d_model)
        self.drop = nn.Dropout(p=dropout)

    def _split_heads(self, t):
        b, n, _ = t.shape
        return t.reshape(b, n, self.num_heads, self.head_dim).transpose(0, 2, 1, 3)

    def construct(self, x):
        b, n, d = x.shape
        q, k, v = ops.split(self.qkv(x), d, axis=-1)
        q, k, v = self._split_heads(q), self._split_heads(k), self._split_heads(v)
        attn = ops.softmax(ops.matmul(q, k.transpose(0, 1, 3, 2)) * self.scale, axis=-1)
        ctx = ops.matmul(self.drop(attn), v).transpose(0, 2, 1, 3).reshape(b, n, d)
        return self.out(ctx)


class ConvModule(nn.Cell):
    def __init__(self, d_model, kernel):
        super().__init__()
        self.norm = nn.LayerNorm((d_model,))
        self.pointwise = nn.Conv1d(d_model, 2 * d_model, 1, has_bias=True)
        self.depthwise = nn.Conv1d(d_model, d_model, kernel, pad_mode="same", group=d_model, has_bias=True)
        self.act = nn.SiLU()

    def construct(self, x):
        h = self.norm(x).transpose(0, 2, 1)
        a, g = ops.split(self.pointwise(h), h.shape[1], axis=1)
        h = a * ops.sigmoid(g)
        h = self.act(self.depthwise(h))
        return h.transpose(0, 2, 1)


class ConformerBlock(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.ff1 = FeedForwardModule(cfg.d_model, cfg.ffn_mult, cfg.dropout)
        self.attn_norm = nn.LayerNorm((cfg.d_model,))
        self.attn = MultiHeadSelfAttention(cfg.d_model, cfg.num_heads, cfg.dropout)
        self.conv = ConvModule(cfg.d_model, cfg.conv_kernel)
        self.ff2 = FeedForwardModule(cfg.d_model, cfg.ffn_mult, cfg.dropout)
        self.final_norm = nn.LayerNorm((cfg.d_model,))

    def construct(self, x):
        x = x + 0.5 * self.ff1(x)
        x = x + self.attn(self.attn_norm(x))
        x = x + self.conv(x)
        x = x + 0.5 * self.ff2(x)
        return self.final_norm(x)
