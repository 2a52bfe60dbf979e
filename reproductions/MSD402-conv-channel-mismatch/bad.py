"""U-Net-ish segmenter: the decoder conv after the skip concatenation is
built for the decoder channels only, forgetting the skip channels."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def conv_block(in_ch, out_ch):
    return nn.SequentialCell([nn.Conv2d(in_ch, out_ch, 3, pad_mode="same"), nn.BatchNorm2d(out_ch), nn.ReLU()])


class UpBlock(nn.Cell):
    def __init__(self, in_ch, skip_ch, out_ch):
        super().__init__()
        self.up = nn.Conv2dTranspose(in_ch, out_ch, 2, stride=2)
        self.fuse = nn.Conv2d(out_ch, out_ch, 3, pad_mode="same")  # expect: MSD402
        self.act = nn.ReLU()

    def construct(self, x, skip):
        x = self.up(x)
        x = ops.concat((x, skip), axis=1)
        return self.act(self.fuse(x))


class TinyUNet(nn.Cell):
    def __init__(self, num_classes=3):
        super().__init__()
        self.enc1 = conv_block(3, 8)
        self.pool = nn.MaxPool2d(2, 2)
        self.enc2 = conv_block(8, 16)
        self.dec1 = UpBlock(16, 8, 8)
        self.classifier = nn.Conv2d(8, num_classes, 1)

    def construct(self, images):
        s1 = self.enc1(images)
        bottleneck = self.enc2(self.pool(s1))
        return self.classifier(self.dec1(bottleneck, s1))


if __name__ == "__main__":
    np.random.seed(0)
    net = TinyUNet()
    net.set_train(False)
    images = ms.Tensor(np.random.randn(1, 3, 16, 16).astype(np.float32))
    print(net(images).shape)
