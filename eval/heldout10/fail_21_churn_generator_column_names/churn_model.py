from mindspore import nn


class ChurnMLP(nn.Cell):
    def __init__(self, n_features, hidden=32):
        super().__init__()
        self.net = nn.SequentialCell(
            nn.Dense(n_features, hidden), nn.ReLU(), nn.Dropout(p=0.1),
            nn.Dense(hidden, hidden), nn.ReLU(),
            nn.Dense(hidden, 1),
        )

    def construct(self, x):
        return self.net(x)
