from mindspore import nn, ops


class LeakScorer(nn.Cell):
    def __init__(self, n_features):
        super().__init__()
        self.mlp = nn.SequentialCell([nn.Dense(n_features, 8), nn.Tanh(), nn.Dense(8, 1)])

    def construct(self, x):
        return self.mlp(x)


class LeakAlerter(nn.Cell):
    """Raises an alert for every zone whose leak probability exceeds the operations threshold."""

    def __init__(self, scorer, threshold_file):
        super().__init__()
        self.scorer = scorer
        self.threshold_file = threshold_file

    def construct(self, x):
        prob = ops.sigmoid(self.scorer(x))[:, 0]
        threshold = float(open(self.threshold_file).read())  # ROOT
        return prob > threshold
