import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter


class RMSNorm(nn.Cell):
    def __init__(self, dim, eps=1e-6):
        super().__init__()
        self.eps = eps
        self.weight = Parameter(ms.Tensor(np.ones(dim)), name="weight")  # ROOT

    def construct(self, x):
        rms = ops.rsqrt((x * x).mean(axis=-1, keep_dims=True) + self.eps)
        return x * rms * self.weight


class SwiGLU(nn.Cell):
    def __init__(self, dim, hidden):
        super().__init__()
        self.w1 = nn.Dense(dim, hidden, has_bias=False)
        self.w3 = nn.Dense(dim, hidden, has_bias=False)
        self.w2 = nn.Dense(hidden, dim, has_bias=False)

    def construct(self, x):
        return self.w2(ops.silu(self.w1(x)) * self.w3(x))


class MLPBlock(nn.Cell):
    def __init__(self, dim, hidden):
        super().__init__()
        self.norm = RMSNorm(dim)
        self.ffn = SwiGLU(dim, hidden)

    def construct(self, x):
        return x + self.ffn(self.norm(x))
