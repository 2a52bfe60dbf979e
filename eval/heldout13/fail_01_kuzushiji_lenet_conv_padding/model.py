from mindspore import nn

from layers import conv_pool


class LeNet5(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        self.features = nn.SequentialCell([
            conv_pool(1, 6, 5),
            conv_pool(6, 16, 5),
        ])
        self.flatten = nn.Flatten()
        self.fc1 = nn.Dense(16 * 5 * 5, 120)
        self.fc2 = nn.Dense(120, 84)
        self.out = nn.Dense(84, num_classes)
        self.act = nn.Tanh()

    def construct(self, x):
        x = self.features(x)
        x = self.flatten(x)
        x = self.act(self.fc1(x))
        x = self.act(self.fc2(x))
        return self.out(x)
