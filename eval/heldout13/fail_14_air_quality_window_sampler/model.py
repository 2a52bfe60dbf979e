from mindspore import nn, ops


class MLPForecaster(nn.Cell):
    def __init__(self, window, horizon, stations, hidden):
        super().__init__()
        self.horizon = horizon
        self.stations = stations
        self.net = nn.SequentialCell([
            nn.Dense(window * stations, hidden), nn.ReLU(),
            nn.Dense(hidden, hidden), nn.ReLU(),
            nn.Dense(hidden, horizon * stations),
        ])

    def construct(self, history):
        b = history.shape[0]
        out = self.net(ops.reshape(history, (b, -1)))
        return ops.reshape(out, (b, self.horizon, self.stations))
