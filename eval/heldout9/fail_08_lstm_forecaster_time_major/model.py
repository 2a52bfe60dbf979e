from mindspore import nn, ops
import mindspore as ms


class LSTMForecaster(nn.Cell):
    def __init__(self, num_series, hidden, horizon, num_layers=1):
        super().__init__()
        self.hidden = hidden
        self.num_layers = num_layers
        self.lstm = nn.LSTM(num_series, hidden, num_layers=num_layers)  # ROOT
        self.proj = nn.Dense(hidden, num_series * horizon)
        self.horizon = horizon
        self.num_series = num_series

    def construct(self, history):
        batch = history.shape[0]
        h0 = ops.zeros((self.num_layers, batch, self.hidden), ms.float32)
        c0 = ops.zeros((self.num_layers, batch, self.hidden), ms.float32)
        out, _ = self.lstm(history, (h0, c0))
        last = out[:, -1]
        return self.proj(last).reshape(batch, self.horizon, self.num_series)
