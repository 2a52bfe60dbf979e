import math

from mindspore import nn, ops


class CrossAttention(nn.Cell):
    """Text queries attend over image region features."""

    def __init__(self, query_dim, context_dim, embed_dim=128, num_heads=8, dropout=0.1):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = embed_dim / num_heads  # ROOT
        self.to_q = nn.Dense(query_dim, embed_dim, has_bias=False)
        self.to_kv = nn.Dense(context_dim, 2 * embed_dim, has_bias=False)
        self.out = nn.Dense(embed_dim, query_dim)
        self.drop = nn.Dropout(p=dropout)

    def _split_heads(self, t):
        b, n, _ = t.shape
        return t.reshape(b, n, self.num_heads, self.head_dim).transpose(0, 2, 1, 3)

    def construct(self, text, regions):
        q = self._split_heads(self.to_q(text))
        k, v = ops.chunk(self.to_kv(regions), 2, axis=-1)
        k, v = self._split_heads(k), self._split_heads(v)
        scores = ops.matmul(q, k.swapaxes(-1, -2)) / math.sqrt(self.head_dim)
        attn = self.drop(ops.softmax(scores, axis=-1))
        ctx = ops.matmul(attn, v).transpose(0, 2, 1, 3)
        b, n = ctx.shape[0], ctx.shape[1]
        return self.out(ctx.reshape(b, n, -1))


class DecoderLayer(nn.Cell):
    def __init__(self, d_model, region_dim):
        super().__init__()
        self.self_attn = nn.MultiheadAttention(d_model, 4, batch_first=True)
        self.cross = CrossAttention(d_model, region_dim)
        self.ffn = nn.SequentialCell([nn.Dense(d_model, 4 * d_model), nn.GELU(), nn.Dense(4 * d_model, d_model)])
        self.n1 = nn.LayerNorm((d_model,))
        self.n2 = nn.LayerNorm((d_model,))
        self.n3 = nn.LayerNorm((d_model,))

    def construct(self, x, regions, causal):
        h = self.n1(x)
        x = x + self.self_attn(h, h, h, attn_mask=causal)[0]
        x = x + self.cross(self.n2(x), regions)
        return x + self.ffn(self.n3(x))
