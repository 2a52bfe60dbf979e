from mindspore import nn, ops


class MetaConditionedLSTM(nn.Cell):
    """Next-hour load forecaster whose LSTM state is warm-started from building metadata."""

    def __init__(self, n_series, n_meta, hidden=16):
        super().__init__()
        self.init_h = nn.Dense(n_meta, hidden, activation="tanh")
        self.init_c = nn.Dense(n_meta, hidden, activation="tanh")
        self.lstm = nn.LSTM(n_series, hidden, num_layers=1)  # ROOT
        self.out = nn.Dense(hidden, 1)

    def construct(self, window, meta):
        h0 = self.init_h(meta).expand_dims(0)
        c0 = self.init_c(meta).expand_dims(0)
        seq, _ = self.lstm(window, (h0, c0))
        return self.out(seq[:, -1, :])


class ForecastLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.l1 = nn.L1Loss()

    def construct(self, window, meta, next_load):
        return self.l1(self.net(window, meta), next_load)
