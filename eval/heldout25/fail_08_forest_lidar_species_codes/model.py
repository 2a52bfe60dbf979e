from mindspore import nn


class SpeciesMLP(nn.Cell):
    def __init__(self, in_dim, num_classes, hidden=48):
        super().__init__()
        self.net = nn.SequentialCell([nn.Dense(in_dim, hidden), nn.BatchNorm1d(hidden), nn.ReLU(),
                                      nn.Dense(hidden, hidden), nn.ReLU(), nn.Dense(hidden, num_classes)])

    def construct(self, x):
        return self.net(x)
