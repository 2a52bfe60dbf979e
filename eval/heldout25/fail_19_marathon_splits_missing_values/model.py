import mindspore as ms
from mindspore import nn, ops, Parameter


class FinishTimeNet(nn.Cell):
    """Replaces missing split times (NaN) with a learned fill value and tells the MLP which were missing."""

    def __init__(self, n_splits, hidden=32):
        super().__init__()
        self.fill = Parameter(ops.zeros(n_splits, ms.float32), name="fill")
        self.mlp = nn.SequentialCell([nn.Dense(2 * n_splits, hidden), nn.ReLU(), nn.Dense(hidden, 1)])

    def construct(self, x):
        missing = ops.isnan(x)
        x = ops.where(missing, self.fill.expand_as(x), x)
        return self.mlp(ops.concat((x, missing.astype(ms.float32)), axis=1))
