from mindspore import nn


class ToxNet(nn.Cell):
    def __init__(self, bits, hidden, n_tasks):
        super().__init__()
        self.trunk = nn.SequentialCell([nn.Dense(bits, hidden), nn.ReLU(), nn.Dropout(p=0.2)])
        self.heads = nn.Dense(hidden, n_tasks)

    def construct(self, fp):
        return self.heads(self.trunk(fp))
