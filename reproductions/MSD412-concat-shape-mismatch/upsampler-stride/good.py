"""Small U-Net whose transposed convolutions double the height and width, as the skip
connections they are concatenated with need."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def conv_block(cin, cout):
    return nn.SequentialCell(nn.Conv2d(cin, cout, 3, pad_mode="same"), nn.BatchNorm2d(cout), nn.ReLU())


class UpStage(nn.Cell):
    def __init__(self, cin, cout):
        super().__init__()
        self.up = nn.Conv2dTranspose(cin, cout, 2, stride=2)
        self.fuse = conv_block(2 * cout, cout)

    def construct(self, x, skip):
        return self.fuse(ops.concat((self.up(x), skip), axis=1))


class TinyUNet(nn.Cell):
    def __init__(self, channels=(8, 16, 32), classes=2):
        super().__init__()
        self.enc1 = conv_block(3, channels[0])
        self.enc2 = conv_block(channels[0], channels[1])
        self.pool = nn.MaxPool2d(2, 2)
        self.middle = conv_block(channels[1], channels[2])
        self.up2 = UpStage(channels[2], channels[1])
        self.up1 = UpStage(channels[1], channels[0])
        self.head = nn.Conv2d(channels[0], classes, 1)

    def construct(self, image):
        s1 = self.enc1(image)
        s2 = self.enc2(self.pool(s1))
        x = self.middle(self.pool(s2))
        x = self.up2(x, s2)
        x = self.up1(x, s1)
        return self.head(x)


if __name__ == "__main__":
    np.random.seed(0)
    print(TinyUNet()(ms.Tensor(np.random.randn(2, 3, 32, 32), ms.float32)).shape)
