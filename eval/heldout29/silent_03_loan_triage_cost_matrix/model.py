from mindspore import nn, ops, Tensor

import costs


class RiskModel(nn.Cell):
    def __init__(self, n_features, n_outcomes):
        super().__init__()
        self.mlp = nn.SequentialCell([nn.Dense(n_features, 16), nn.ReLU(), nn.Dense(16, n_outcomes)])

    def construct(self, x):
        return self.mlp(x)


class CostSensitiveTriage(nn.Cell):
    """Picks the action with the lowest expected cost under the model's outcome probabilities."""

    def __init__(self, risk):
        super().__init__()
        self.risk = risk

    def construct(self, x):
        probs = ops.softmax(self.risk(x), axis=-1)
        expected = ops.matmul(probs, Tensor(costs.COST_MATRIX))  # ROOT
        return ops.argmin(expected, axis=-1)
