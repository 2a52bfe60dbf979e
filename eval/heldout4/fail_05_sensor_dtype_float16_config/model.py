from mindspore import nn


class WindowMLP(nn.Cell):
    def __init__(self, in_dim, hidden, num_classes):
        super().__init__()
        self.body = nn.SequentialCell([
            nn.Dense(in_dim, hidden), nn.ReLU(),
            nn.Dense(hidden, hidden), nn.ReLU(),
        ])
        self.cls = nn.Dense(hidden, num_classes)

    def construct(self, x):
        return self.cls(self.body(x))
