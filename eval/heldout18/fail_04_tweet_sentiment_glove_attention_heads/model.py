import mindspore as ms
from mindspore import nn, ops, Tensor


class SelfAttention(nn.Cell):
    def __init__(self, dim, heads):
        super().__init__()
        self.heads = heads
        self.head_dim = dim // heads
        self.qkv = nn.Dense(dim, dim * 3)
        self.out = nn.Dense(dim, dim)
        self.scale = self.head_dim ** -0.5

    def split_heads(self, t):
        b, n = t.shape[0], t.shape[1]
        return t.reshape(b, n, self.heads, self.head_dim).transpose(0, 2, 1, 3)

    def construct(self, x):
        q, k, v = ops.split(self.qkv(x), x.shape[-1], axis=-1)
        q, k, v = self.split_heads(q), self.split_heads(k), self.split_heads(v)
        attn = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)) * self.scale, axis=-1)
        ctx = ops.matmul(attn, v).transpose(0, 2, 1, 3)
        return self.out(ctx.reshape(x.shape[0], x.shape[1], -1))


class TweetClassifier(nn.Cell):
    def __init__(self, glove, heads, n_classes):
        super().__init__()
        dim = glove.shape[1]
        self.embed = nn.Embedding(glove.shape[0], dim, embedding_table=Tensor(glove))
        self.attn = SelfAttention(dim, heads)
        self.norm = nn.LayerNorm((dim,))
        self.head = nn.Dense(dim, n_classes)

    def construct(self, ids):
        x = self.embed(ids)
        x = self.norm(x + self.attn(x))
        mask = (ids > 0).astype(ms.float32).expand_dims(-1)
        pooled = (x * mask).sum(axis=1) / ops.maximum(mask.sum(axis=1), 1.0)
        return self.head(pooled)
