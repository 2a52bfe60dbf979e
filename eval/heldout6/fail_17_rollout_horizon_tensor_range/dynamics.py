import mindspore as ms
from mindspore import nn, ops


class LearnedForce(nn.Cell):
    def __init__(self, hidden=16):
        super().__init__()
        self.net = nn.SequentialCell([nn.Dense(4, hidden), nn.Tanh(), nn.Dense(hidden, 2)])

    def construct(self, pos, vel):
        return self.net(ops.concat((pos, vel), axis=-1))


class Simulator(nn.Cell):
    def __init__(self, force, dt, gravity, damping):
        super().__init__()
        self.force = force
        self.dt = dt
        self.gravity = ms.Tensor([0.0, gravity], ms.float32)
        self.damping = damping

    def construct(self, pos, vel, horizon):
        for _ in range(horizon):
            acc = self.force(pos, vel) + self.gravity - self.damping * vel
            vel = vel + self.dt * acc
            pos = pos + self.dt * vel
        return pos
