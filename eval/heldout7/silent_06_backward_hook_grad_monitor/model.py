from mindspore import nn


class LSTMRegressor(nn.Cell):
    def __init__(self, n_features, hidden, horizon):
        super().__init__()
        self.lstm = nn.LSTM(n_features, hidden, batch_first=True)
        self.proj = nn.Dense(hidden, hidden)
        self.act = nn.Tanh()
        self.head = nn.Dense(hidden, horizon)

    def construct(self, x):
        out, _ = self.lstm(x)
        return self.head(self.act(self.proj(out[:, -1])))
