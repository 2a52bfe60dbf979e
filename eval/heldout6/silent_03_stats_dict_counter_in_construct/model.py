from mindspore import nn, ops


class ClippedRegressor(nn.Cell):
    """Regressor that clips its predictions to a valid range and keeps usage statistics."""

    def __init__(self, in_dim, low=0.0, high=1.0):
        super().__init__()
        self.net = nn.SequentialCell([nn.Dense(in_dim, 16), nn.ReLU(), nn.Dense(16, 1)])
        self.low = low
        self.high = high
        self.stats = {"forward_calls": 0}

    def construct(self, x):
        self.stats["forward_calls"] += 1  # ROOT
        return ops.clamp(self.net(x).squeeze(-1), self.low, self.high)
