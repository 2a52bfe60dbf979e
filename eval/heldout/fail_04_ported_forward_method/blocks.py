# Ported from our PyTorch codebase.
import mindspore as ms
from mindspore import nn, ops


class SwiGLU(nn.Cell):
    def __init__(self, dim, hidden_dim):
        super().__init__()
        self.w1 = nn.Dense(dim, hidden_dim, has_bias=False)
        self.w2 = nn.Dense(hidden_dim, dim, has_bias=False)
        self.w3 = nn.Dense(dim, hidden_dim, has_bias=False)

    def forward(self, x):  # ROOT
        return self.w2(ops.silu(self.w1(x)) * self.w3(x))


class RMSNorm(nn.Cell):
    def __init__(self, dim, eps=1e-6):
        super().__init__()
        self.eps = eps
        self.weight = ms.Parameter(ops.ones((dim,), ms.float32), name="weight")

    def construct(self, x):
        var = ops.mean(x * x, axis=-1, keep_dims=True)
        return x * ops.rsqrt(var + self.eps) * self.weight
