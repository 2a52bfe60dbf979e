from mindspore import nn

from layers import ResidualBlock


class StochasticDepthNet(nn.Cell):
    def __init__(self, num_classes=3, width=8, depth=4, max_drop=0.5):
        super().__init__()
        self.stem = nn.SequentialCell([nn.Conv2d(3, width, 3, pad_mode="same"), nn.BatchNorm2d(width), nn.ReLU()])
        rates = [max_drop * (i + 1) / depth for i in range(depth)]
        self.blocks = nn.SequentialCell([ResidualBlock(width, r) for r in rates])
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Dense(width, num_classes)

    def construct(self, x):
        h = self.blocks(self.stem(x))
        return self.fc(self.pool(h).flatten(start_dim=1))
