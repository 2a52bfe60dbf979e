"""Image classifier ported from PyTorch: every block defines construct()."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class ConvBNReLU(nn.Cell):
    def __init__(self, in_ch, out_ch, stride=1):
        super().__init__()
        self.conv = nn.Conv2d(in_ch, out_ch, 3, stride=stride, pad_mode="same")
        self.bn = nn.BatchNorm2d(out_ch)
        self.act = nn.ReLU()

    def construct(self, x):
        return self.act(self.bn(self.conv(x)))


class ResidualBlock(nn.Cell):
    def __init__(self, ch):
        super().__init__()
        self.conv1 = ConvBNReLU(ch, ch)
        self.conv2 = ConvBNReLU(ch, ch)

    def construct(self, x):
        return x + self.conv2(self.conv1(x))


class SmallResNet(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.stem = ConvBNReLU(3, 16, stride=2)
        self.block1 = ResidualBlock(16)
        self.block2 = ResidualBlock(16)
        self.head = nn.Dense(16, num_classes)

    def construct(self, images):
        x = self.stem(images)
        x = self.block2(self.block1(x))
        x = x.mean(axis=(2, 3))
        return self.head(x)


if __name__ == "__main__":
    np.random.seed(0)
    model = SmallResNet()
    model.set_train(False)
    images = ms.Tensor(np.random.randn(2, 3, 16, 16).astype(np.float32))
    print(model(images).shape)
