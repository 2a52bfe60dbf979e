from mindspore import nn


class TinyMLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(6, 12)
        self.act = nn.ReLU()
        self.fc2 = nn.Dense(12, 2)

    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))
