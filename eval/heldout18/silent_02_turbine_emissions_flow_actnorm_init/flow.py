import math

import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor


class ActNorm(nn.Cell):
    """Glow activation normalisation with data-dependent initialisation from the first batch."""

    def __init__(self, dim):
        super().__init__()
        self.bias = Parameter(Tensor(np.zeros(dim, np.float32)), name="bias")
        self.log_scale = Parameter(Tensor(np.zeros(dim, np.float32)), name="log_scale")
        self.initialized = False

    def construct(self, x):
        if not self.initialized:  # ROOT
            mean = x.mean(axis=0)
            std = x.std(axis=0) + 1e-6
            ops.assign(self.bias, -mean)
            ops.assign(self.log_scale, -ops.log(std))
            self.initialized = True
        y = (x + self.bias) * ops.exp(self.log_scale)
        return y, self.log_scale.sum()


class AffineCoupling(nn.Cell):
    def __init__(self, dim, hidden, flip):
        super().__init__()
        self.half = dim // 2
        self.flip = flip
        self.net = nn.SequentialCell(nn.Dense(self.half, hidden), nn.Tanh(), nn.Dense(hidden, 2 * (dim - self.half)))

    def construct(self, x):
        if self.flip:
            x = x[:, ::-1]
        x1, x2 = x[:, :self.half], x[:, self.half:]
        s, t = ops.chunk(self.net(x1), 2, axis=1)
        s = ops.tanh(s)
        y = ops.cat((x1, x2 * ops.exp(s) + t), axis=1)
        return y, s.sum(axis=1)


class EmissionsFlow(nn.Cell):
    def __init__(self, dim, hidden, n_couplings):
        super().__init__()
        self.actnorm = ActNorm(dim)
        self.couplings = nn.CellList([AffineCoupling(dim, hidden, i % 2 == 1) for i in range(n_couplings)])
        self.log_2pi = math.log(2 * math.pi)

    def construct(self, x):
        z, logdet = self.actnorm(x)
        for layer in self.couplings:
            z, ld = layer(z)
            logdet = logdet + ld
        return 0.5 * (z * z + self.log_2pi).sum(axis=1) - logdet
