from mindspore import nn

WARMUP_STEPS = 4
_forward_step = 0


class WarmupResidual(nn.Cell):
    """Residual branch whose contribution ramps up linearly over the first WARMUP_STEPS calls."""

    def __init__(self, dim):
        super().__init__()
        self.branch = nn.SequentialCell([nn.Dense(dim, dim), nn.Tanh()])

    def construct(self, x):
        global _forward_step
        _forward_step = _forward_step + 1  # ROOT
        gate = min(1.0, _forward_step / WARMUP_STEPS)
        return x + gate * self.branch(x)
