from mindspore import nn


class SoHRegressor(nn.Cell):
    def __init__(self, points, hidden):
        super().__init__()
        self.net = nn.SequentialCell(
            nn.Dense(points, hidden), nn.GELU(),
            nn.Dense(hidden, hidden), nn.GELU(),
            nn.Dense(hidden, 1), nn.Sigmoid(),
        )

    def construct(self, curve):
        return self.net(curve)
