from mindspore import nn, ops

from layers import StochasticDepthBlock


class SDResNet(nn.Cell):
    def __init__(self, width, drop_probs, num_classes):
        super().__init__()
        self.stem = nn.SequentialCell([nn.Conv2d(3, width, 3, pad_mode="same"), nn.BatchNorm2d(width), nn.ReLU()])
        self.blocks = nn.SequentialCell([StochasticDepthBlock(width, p) for p in drop_probs])
        self.fc = nn.Dense(width, num_classes)

    def construct(self, x):
        x = self.blocks(self.stem(x))
        return self.fc(ops.mean(x, axis=(2, 3)))
