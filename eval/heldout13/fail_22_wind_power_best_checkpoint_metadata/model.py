from mindspore import nn


class PowerLSTM(nn.Cell):
    def __init__(self, hidden):
        super().__init__()
        self.lstm = nn.LSTM(2, hidden, batch_first=True)
        self.head = nn.Dense(hidden, 1)

    def construct(self, x):
        out, _ = self.lstm(x)
        return self.head(out[:, -1])
