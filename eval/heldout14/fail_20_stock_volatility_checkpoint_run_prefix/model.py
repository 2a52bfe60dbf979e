from mindspore import nn, ops


class VolatilityGRU(nn.Cell):
    def __init__(self, hidden):
        super().__init__()
        self.gru = nn.GRU(1, hidden, batch_first=True)
        self.head = nn.Dense(hidden, 1)

    def construct(self, returns):
        out, _ = self.gru(returns)
        return ops.softplus(self.head(out[:, -1, :]))
