from mindspore import nn


class SensorGRU(nn.Cell):
    def __init__(self, n_sensors, hidden=32):
        super().__init__()
        self.gru = nn.GRU(n_sensors, hidden, batch_first=True)
        self.out = nn.Dense(hidden, n_sensors)

    def construct(self, history):
        seq = history.transpose(0, 2, 1)
        out, _ = self.gru(seq)
        return self.out(out[:, -1, :])
