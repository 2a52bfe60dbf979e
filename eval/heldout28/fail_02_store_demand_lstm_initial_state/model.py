from mindspore import nn

from layers import zero_state


class DemandForecaster(nn.Cell):
    def __init__(self, n_features, hidden, num_layers, dropout):
        super().__init__()
        self.hidden = hidden
        self.num_layers = num_layers
        self.lstm = nn.LSTM(n_features, hidden, num_layers=num_layers,
                            batch_first=True, dropout=dropout)
        self.head = nn.Dense(hidden, 1)

    def construct(self, history):
        h0, c0 = zero_state(history.shape[0], self.hidden)  # ROOT
        out, _ = self.lstm(history, (h0, c0))
        return self.head(out[:, -1, :])
