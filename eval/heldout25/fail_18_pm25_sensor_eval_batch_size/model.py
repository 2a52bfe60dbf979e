from mindspore import nn


class Calibrator(nn.Cell):
    def __init__(self, in_dim, hidden=32):
        super().__init__()
        self.net = nn.SequentialCell([nn.Dense(in_dim, hidden), nn.BatchNorm1d(hidden), nn.ReLU(),
                                      nn.Dense(hidden, 1)])

    def construct(self, x):
        return self.net(x)
