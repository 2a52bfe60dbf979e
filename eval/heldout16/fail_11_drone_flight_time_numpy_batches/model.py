import mindspore.nn as nn


class FlightTimeGRU(nn.Cell):
    def __init__(self, num_channels, hidden):
        super().__init__()
        self.gru = nn.GRU(num_channels, hidden, batch_first=True)
        self.head = nn.SequentialCell([nn.Dense(hidden, 16), nn.ReLU(), nn.Dense(16, 1)])

    def construct(self, x):
        _, h = self.gru(x)
        return self.head(h[-1]).squeeze(-1)
