import mindspore.nn as nn
from mindspore import ops


class AttentionPool(nn.Cell):
    """Gated attention pooling (Ilse et al. 2018); keeps the last weights for the alarm report."""

    def __init__(self, dim, hidden=16):
        super().__init__()
        self.v = nn.Dense(dim, hidden, activation="tanh")
        self.u = nn.Dense(dim, hidden, activation="sigmoid")
        self.w = nn.Dense(hidden, 1)
        self.last_weights = None

    def construct(self, h):
        scores = self.w(self.v(h) * self.u(h)).squeeze(-1)          # (B, beats)
        weights = ops.softmax(scores, axis=-1)
        self.last_weights = weights  # ROOT
        return (weights.expand_dims(-1) * h).sum(axis=1)


class BeatMIL(nn.Cell):
    def __init__(self, samples, dim=24):
        super().__init__()
        self.beat_encoder = nn.SequentialCell(nn.Dense(samples, 32), nn.ReLU(), nn.Dense(32, dim), nn.ReLU())
        self.pool = AttentionPool(dim)
        self.classifier = nn.Dense(dim, 2)

    def construct(self, x):
        return self.classifier(self.pool(self.beat_encoder(x)))
