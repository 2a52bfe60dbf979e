import math

import mindspore as ms
from mindspore import nn, ops

ACTIVATIONS = {
    "relu": nn.ReLU,
    "gelu": nn.GELU,
    "silu": nn.SiLU,
    "tanh": nn.Tanh,
}


def get_activation(name):
    cls = ACTIVATIONS.get(name)
    return cls() if cls is not None else None


class FeedForward(nn.Cell):
    def __init__(self, d_model, ffn_dim, activation):
        super().__init__()
        self.fc1 = nn.Dense(d_model, ffn_dim)
        self.fc2 = nn.Dense(ffn_dim, d_model)
        self.act = get_activation(activation)

    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))


class SelfAttention(nn.Cell):
    def __init__(self, d_model, num_heads):
        super().__init__()
        self.h = num_heads
        self.dk = d_model // num_heads
        self.qkv = nn.Dense(d_model, 3 * d_model)
        self.out = nn.Dense(d_model, d_model)
        self.scale = 1.0 / math.sqrt(self.dk)

    def construct(self, x):
        b, t, d = x.shape
        q, k, v = ops.split(self.qkv(x), d, axis=-1)
        q = q.reshape(b, t, self.h, self.dk).transpose(0, 2, 1, 3)
        k = k.reshape(b, t, self.h, self.dk).transpose(0, 2, 1, 3)
        v = v.reshape(b, t, self.h, self.dk).transpose(0, 2, 1, 3)
        att = ops.softmax(ops.matmul(q, k.transpose(0, 1, 3, 2)) * self.scale, axis=-1)
        y = ops.matmul(att, v).transpose(0, 2, 1, 3).reshape(b, t, d)
        return self.out(y)


class EncoderLayer(nn.Cell):
    def __init__(self, d_model, num_heads, ffn_dim, activation):
        super().__init__()
        self.attn = SelfAttention(d_model, num_heads)
        self.ffn = FeedForward(d_model, ffn_dim, activation)
        self.ln1 = nn.LayerNorm((d_model,))
        self.ln2 = nn.LayerNorm((d_model,))

    def construct(self, x):
        x = self.ln1(x + self.attn(x))
        return self.ln2(x + self.ffn(x))
