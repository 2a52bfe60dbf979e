from mindspore import nn


class YieldLSTM(nn.Cell):
    def __init__(self, n_bands, hidden=32):
        super().__init__()
        self.lstm = nn.LSTM(n_bands, hidden, batch_first=True)
        self.head = nn.Dense(hidden, 1)

    def construct(self, x):
        out, _ = self.lstm(x)
        return self.head(out[:, -1, :])
