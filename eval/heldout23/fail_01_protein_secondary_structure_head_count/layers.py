import mindspore as ms
from mindspore import nn, ops


class MultiHeadSelfAttention(nn.Cell):
    def __init__(self, d_model, num_heads, dropout):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = d_model // num_heads
        self.scale = self.head_dim ** -0.5
        self.qkv = nn.Dense(d_model, 3 * d_model)
        self.out = nn.Dense(d_model, d_model)
        self.drop = nn.Dropout(p=dropout)

    def split_heads(self, x, batch, length):
        x = x.reshape(batch, length, self.num_heads, self.head_dim)
        return x.transpose(0, 2, 1, 3)

    def construct(self, x, pad_mask):
        batch, length, d_model = x.shape
        q, k, v = ops.split(self.qkv(x), d_model, axis=-1)
        q = self.split_heads(q, batch, length)
        k = self.split_heads(k, batch, length)
        v = self.split_heads(v, batch, length)
        scores = ops.matmul(q, k.transpose(0, 1, 3, 2)) * self.scale
        scores = scores + (1.0 - pad_mask.expand_dims(1).expand_dims(1)) * -1e4
        attn = self.drop(ops.softmax(scores, axis=-1))
        ctx = ops.matmul(attn, v).transpose(0, 2, 1, 3).reshape(batch, length, d_model)
        return self.out(ctx)


class EncoderLayer(nn.Cell):
    def __init__(self, d_model, num_heads, ffn_dim, dropout):
        super().__init__()
        self.attn = MultiHeadSelfAttention(d_model, num_heads, dropout)
        self.norm1 = nn.LayerNorm((d_model,))
        self.norm2 = nn.LayerNorm((d_model,))
        self.ffn = nn.SequentialCell(
            nn.Dense(d_model, ffn_dim), nn.GELU(), nn.Dense(ffn_dim, d_model))
        self.drop = nn.Dropout(p=dropout)

    def construct(self, x, pad_mask):
        x = self.norm1(x + self.drop(self.attn(x, pad_mask)))
        x = self.norm2(x + self.drop(self.ffn(x)))
        return x
