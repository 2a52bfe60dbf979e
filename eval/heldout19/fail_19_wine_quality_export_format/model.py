import mindspore.nn as nn


class QualityRegressor(nn.Cell):
    def __init__(self, num_features, hidden):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(num_features, hidden), nn.ReLU(), nn.Dense(hidden, hidden), nn.ReLU())
        self.out = nn.Dense(hidden, 1)

    def construct(self, x):
        return self.out(self.body(x))
