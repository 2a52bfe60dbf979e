import mindspore as ms
from mindspore import nn, ops


class Dynamics(nn.Cell):
    def __init__(self, dim, hidden):
        super().__init__()
        self.net = nn.SequentialCell(nn.Dense(dim, hidden), nn.Tanh(), nn.Dense(hidden, dim))

    def construct(self, z):
        return self.net(z)


class EulerFlow(nn.Cell):
    """Integrates dz/dt = f(z) from 0 to t_end and accumulates the kinetic energy per sample."""

    def __init__(self, dim, hidden, dt):
        super().__init__()
        self.f = Dynamics(dim, hidden)
        self.dt = dt

    def construct(self, z0, t_end):
        z = z0
        t = ops.zeros((), ms.float32)
        kinetic = 0.0  # ROOT
        while t < t_end:
            dz = self.f(z)
            z = z + self.dt * dz
            kinetic = kinetic + self.dt * (dz * dz).sum(-1)
            t = t + self.dt
        return z, kinetic
