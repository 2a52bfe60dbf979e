import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter


class LazyFiLM(nn.Cell):
    """Feature-wise affine modulation whose width is taken from the first input it sees."""

    def __init__(self, cond_dim):
        super().__init__()
        self.cond_dim = cond_dim
        self.gamma_w = None

    def construct(self, x, cond):
        if self.gamma_w is None:
            self.gamma_w = Parameter(ms.Tensor(np.zeros((self.cond_dim, x.shape[-1]), np.float32)), name="gamma_w")  # ROOT
        gamma = ops.matmul(cond, self.gamma_w)
        return x * (1.0 + gamma)


class ConditionedMLP(nn.Cell):
    def __init__(self, in_dim, cond_dim, hidden, out_dim):
        super().__init__()
        self.fc1 = nn.Dense(in_dim, hidden)
        self.film = LazyFiLM(cond_dim)
        self.fc2 = nn.Dense(hidden, out_dim)

    def construct(self, x, cond):
        h = ops.relu(self.fc1(x))
        h = self.film(h, cond)
        return self.fc2(h)
