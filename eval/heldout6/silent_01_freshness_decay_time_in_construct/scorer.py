import time

from mindspore import nn


class FreshnessWeightedScorer(nn.Cell):
    """Online news ranker: relevance score decays with the age of the model snapshot."""

    def __init__(self, in_dim, half_life_s=0.5):
        super().__init__()
        self.relevance = nn.SequentialCell([nn.Dense(in_dim, 8), nn.ReLU(), nn.Dense(8, 1)])
        self.half_life_s = half_life_s
        self.t0 = time.time()

    def construct(self, feats):
        age = time.time() - self.t0  # ROOT
        decay = 0.5 ** (age / self.half_life_s)
        return self.relevance(feats).squeeze(-1) * decay
