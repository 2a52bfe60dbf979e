from mindspore import nn, ops

import config


class MultiHeadAttention(nn.Cell):
    def __init__(self, d_model, n_heads):
        super().__init__()
        self.n_heads = n_heads
        self.head_dim = d_model // n_heads
        self.q = nn.Dense(d_model, d_model)
        self.k = nn.Dense(d_model, d_model)
        self.v = nn.Dense(d_model, d_model)
        self.o = nn.Dense(d_model, d_model)

    def split_heads(self, x):
        b, t, _ = x.shape
        x = x.reshape(b, t, self.n_heads, self.head_dim)
        return ops.transpose(x, config.SPLIT_HEADS_PERM)

    def construct(self, x):
        b, t, d = x.shape
        q, k, v = self.split_heads(self.q(x)), self.split_heads(self.k(x)), self.split_heads(self.v(x))
        scores = ops.matmul(q, k.swapaxes(-1, -2)) / (self.head_dim ** 0.5)
        ctx = ops.matmul(ops.softmax(scores, axis=-1), v)
        ctx = ops.transpose(ctx, config.MERGE_HEADS_PERM).reshape(b, t, d)
        return self.o(ctx)
