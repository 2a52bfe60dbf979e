from mindspore import nn, ops


class GatedFFN(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.value = nn.Dense(dim, 2 * dim)
        self.gate = nn.Dense(dim, 2 * dim)
        self.proj = nn.Dense(2 * dim, dim)

    def construct(self, x, residual_scale=1.0, gate_bias=0.0):
        h = self.value(x) * ops.sigmoid(self.gate(x) + gate_bias)
        return x + residual_scale * self.proj(h)


class Block(nn.Cell):
    def __init__(self, dim, residual_scale, ffn_call_kwargs):
        super().__init__()
        self.norm = nn.LayerNorm((dim,))
        self.ffn = GatedFFN(dim)
        self.residual_scale = residual_scale
        self.ffn_call_kwargs = ffn_call_kwargs

    def construct(self, x):
        return self.ffn(self.norm(x), self.residual_scale, **self.ffn_call_kwargs)
