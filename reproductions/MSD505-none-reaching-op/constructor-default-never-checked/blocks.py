"""Building blocks of the residual tower."""
from mindspore import nn


class ScaledResidual(nn.Cell):
    """x + gain * f(x); `gain` damps each block (0.1 to 1.0)."""

    def __init__(self, width, gain=None):
        super().__init__()
        self.body = nn.SequentialCell([nn.Dense(width, width), nn.Tanh()])
        self.gain = gain

    def construct(self, x):
        return x + self.gain * self.body(x)  # via
