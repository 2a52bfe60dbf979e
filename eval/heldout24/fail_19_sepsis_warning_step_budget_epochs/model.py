from mindspore import nn


class VitalsEncoder(nn.Cell):
    def __init__(self, n_vitals, hidden=32):
        super().__init__()
        self.gru = nn.GRU(n_vitals, hidden, batch_first=True)
        self.classifier = nn.Dense(hidden, 2)

    def construct(self, x):
        _, h = self.gru(x)
        return self.classifier(h[-1])
