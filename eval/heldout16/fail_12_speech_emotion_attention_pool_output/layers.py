import mindspore.nn as nn
import mindspore.ops as ops


class AttentionPool(nn.Cell):
    """Additive attention pooling over time: returns (B, 1, H), optionally with the frame weights."""

    def __init__(self, hidden, return_weights=False):
        super().__init__()
        self.score = nn.SequentialCell([nn.Dense(hidden, hidden), nn.Tanh(), nn.Dense(hidden, 1)])
        self.return_weights = return_weights

    def construct(self, h):
        weights = ops.softmax(self.score(h), axis=1)              # (B, T, 1)
        pooled = ops.bmm(weights.transpose(0, 2, 1), h)             # (B, 1, H)
        if self.return_weights:
            return pooled, weights
        return pooled
