import mindspore as ms
from mindspore import nn


class LearnedStencil(nn.Cell):
    """One explicit step: u + dt * conv(u), with a learnable 3-point stencil."""

    def __init__(self, dt):
        super().__init__()
        self.stencil = nn.Conv1d(1, 1, 3, pad_mode="pad", padding=1, has_bias=False)
        self.dt = dt

    def construct(self, u):
        return u + self.dt * self.stencil(u)


class UnrolledSolver(nn.Cell):
    def __init__(self, dt, unroll):
        super().__init__()
        self.step = LearnedStencil(dt)
        # keep the rollout length as a tensor so it can be changed at evaluation time
        self.unroll = ms.Tensor(unroll, ms.int32)  # ROOT

    def construct(self, u):
        for _ in range(self.unroll):
            u = self.step(u)
        return u
