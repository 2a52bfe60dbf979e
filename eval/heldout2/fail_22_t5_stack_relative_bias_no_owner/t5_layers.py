import mindspore as ms
from mindspore import nn, ops, Parameter


class RMSNorm(nn.Cell):
    def __init__(self, dim, eps=1e-6):
        super().__init__()
        self.weight = Parameter(ops.ones((dim,), ms.float32), name="weight")
        self.eps = eps

    def construct(self, x):
        var = (x * x).mean(axis=-1, keep_dims=True)
        return x * ops.rsqrt(var + self.eps) * self.weight


class T5Attention(nn.Cell):
    def __init__(self, d_model, heads, has_relative_bias, max_distance=16):
        super().__init__()
        self.heads = heads
        self.d_head = d_model // heads
        self.qkv = nn.Dense(d_model, 3 * d_model, has_bias=False)
        self.o = nn.Dense(d_model, d_model, has_bias=False)
        self.max_distance = max_distance
        self.has_relative_bias = has_relative_bias
        if has_relative_bias:
            self.rel_bias = nn.Embedding(2 * max_distance + 1, heads)

    def compute_bias(self, q_len, k_len):
        ctx = ops.arange(q_len).expand_dims(1)
        mem = ops.arange(k_len).expand_dims(0)
        rel = ops.clamp(mem - ctx, -self.max_distance, self.max_distance) + self.max_distance
        bias = self.rel_bias(rel.astype(ms.int32))
        return bias.transpose(2, 0, 1).expand_dims(0)

    def construct(self, x, position_bias):
        b, n, d = x.shape
        qkv = self.qkv(x).reshape(b, n, 3, self.heads, self.d_head).transpose(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        if self.has_relative_bias:
            position_bias = self.compute_bias(n, n)
        scores = ops.matmul(q, k.swapaxes(-1, -2)) + position_bias
        attn = ops.softmax(scores, axis=-1)
        out = ops.matmul(attn, v).transpose(0, 2, 1, 3).reshape(b, n, d)
        return self.o(out), position_bias


class T5Block(nn.Cell):
    def __init__(self, d_model, heads, d_ff, has_relative_bias):
        super().__init__()
        self.norm1 = RMSNorm(d_model)
        self.attn = T5Attention(d_model, heads, has_relative_bias)
        self.norm2 = RMSNorm(d_model)
        self.ff = nn.SequentialCell([nn.Dense(d_model, d_ff, has_bias=False), nn.ReLU(),
                                     nn.Dense(d_ff, d_model, has_bias=False)])

    def construct(self, x, position_bias):
        h, position_bias = self.attn(self.norm1(x), position_bias)
        x = x + h
        return x + self.ff(self.norm2(x)), position_bias
