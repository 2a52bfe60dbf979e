from mindspore import nn


class SepsisGRU(nn.Cell):
    def __init__(self, num_vitals, hidden):
        super().__init__()
        self.gru = nn.GRU(num_vitals, hidden, batch_first=True)
        self.head = nn.Dense(hidden, 2)

    def construct(self, vitals):
        out, _ = self.gru(vitals)
        return self.head(out[:, -1])
