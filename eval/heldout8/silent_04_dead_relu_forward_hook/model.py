from mindspore import nn


class WineMLP(nn.Cell):
    def __init__(self, in_dim=11, hidden=32, num_classes=3):
        super().__init__()
        self.fc1 = nn.Dense(in_dim, hidden)
        self.act1 = nn.ReLU()
        self.fc2 = nn.Dense(hidden, hidden)
        self.act2 = nn.ReLU()
        self.out = nn.Dense(hidden, num_classes)

    def construct(self, x):
        return self.out(self.act2(self.fc2(self.act1(self.fc1(x)))))
