import numpy as np
import mindspore as ms
from mindspore import nn, ops


class ActNorm(nn.Cell):
    """Glow's activation normalisation, initialised from the first batch it sees."""

    def __init__(self, dim):
        super().__init__()
        self.bias = ms.Parameter(ms.Tensor(np.zeros(dim, np.float32)), name="bias")
        self.log_scale = ms.Parameter(ms.Tensor(np.zeros(dim, np.float32)), name="log_scale")
        self.initialized = False

    def construct(self, x):
        if not self.initialized:  # ROOT
            ops.assign(self.bias, -x.mean(axis=0))
            ops.assign(self.log_scale, -ops.log(x.std(axis=0) + 1e-6))
            self.initialized = True
        y = (x + self.bias) * ops.exp(self.log_scale)
        return y, self.log_scale.sum() * ops.ones((x.shape[0],), x.dtype)


class AffineCoupling(nn.Cell):
    def __init__(self, hidden, flip):
        super().__init__()
        self.flip = flip
        self.net = nn.SequentialCell([nn.Dense(1, hidden), nn.ReLU(), nn.Dense(hidden, hidden), nn.ReLU(),
                                      nn.Dense(hidden, 2)])

    def construct(self, x):
        a, b = (x[:, 1:], x[:, :1]) if self.flip else (x[:, :1], x[:, 1:])
        st = self.net(a)
        s, t = ops.tanh(st[:, :1]), st[:, 1:]
        b = b * ops.exp(s) + t
        y = ops.concat((b, a), axis=1) if self.flip else ops.concat((a, b), axis=1)
        return y, s[:, 0]


class RealNVP(nn.Cell):
    def __init__(self, num_couplings, hidden):
        super().__init__()
        self.actnorm = ActNorm(2)
        self.couplings = nn.CellList([AffineCoupling(hidden, i % 2 == 1) for i in range(num_couplings)])

    def construct(self, x):
        z, logdet = self.actnorm(x)
        for layer in self.couplings:
            z, ld = layer(z)
            logdet = logdet + ld
        log_pz = -0.5 * (z * z).sum(axis=1) - 1.8378771
        return -(log_pz + logdet).mean()
