from mindspore import nn, ops


class MultiHeadAttention(nn.Cell):
    def __init__(self, d_model, num_heads, dropout):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = d_model // num_heads
        self.q = nn.Dense(d_model, d_model)
        self.k = nn.Dense(d_model, d_model)
        self.v = nn.Dense(d_model, d_model)
        self.o = nn.Dense(d_model, d_model)
        self.drop = nn.Dropout(p=dropout)

    def split(self, x):
        b, t, _ = x.shape
        return x.reshape(b, t, self.num_heads, self.head_dim).transpose(0, 2, 1, 3)

    def construct(self, x):
        b, t, d = x.shape
        q, k, v = self.split(self.q(x)), self.split(self.k(x)), self.split(self.v(x))
        att = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)) / (self.head_dim ** 0.5), axis=-1)
        out = ops.matmul(self.drop(att), v).transpose(0, 2, 1, 3).reshape(b, t, d)
        return self.o(out)


class Block(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.ln1 = nn.LayerNorm((cfg.d_model,))
        self.attn = MultiHeadAttention(cfg.d_model, cfg.num_heads, cfg.dropout)
        self.ln2 = nn.LayerNorm((cfg.d_model,))
        self.mlp = nn.SequentialCell([nn.Dense(cfg.d_model, 4 * cfg.d_model), nn.GELU(),
                                      nn.Dense(4 * cfg.d_model, cfg.d_model)])

    def construct(self, x):
        x = x + self.attn(self.ln1(x))
        return x + self.mlp(self.ln2(x))
