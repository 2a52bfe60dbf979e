from mindspore import nn


class FraudScorer(nn.Cell):
    def __init__(self, n_features, hidden):
        super().__init__()
        self.net = nn.SequentialCell([
            nn.Dense(n_features, hidden), nn.ReLU(),
            nn.Dense(hidden, hidden), nn.ReLU(),
            nn.Dense(hidden, 1),
        ])

    def construct(self, velocity):
        return self.net(velocity)
