from mindspore import nn


class SmallCifarNet(nn.Cell):
    def __init__(self, n_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 16, 3)
        self.relu1 = nn.ReLU()
        self.pool = nn.MaxPool2d(2, 2)
        self.conv2 = nn.Conv2d(16, 32, 3)
        self.relu2 = nn.ReLU()
        self.gap = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Dense(32, n_classes)

    def construct(self, x):
        x = self.pool(self.relu1(self.conv1(x)))
        x = self.relu2(self.conv2(x))
        return self.fc(self.gap(x).reshape(x.shape[0], -1))
