"""Depth-estimation U-Net with one skip connection. The decoder block is built for the
up-sampled channels only, but construct concatenates the skip features first, so the
decoder's first convolution gets twice the channels. `mid` is right for the up-sampling; the
line to change is the decoder's construction, which must add the skip's channels."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class DoubleConv(nn.Cell):
    def __init__(self, cin, cout):
        super().__init__()
        self.body = nn.SequentialCell([nn.Conv2d(cin, cout, 3), nn.ReLU(), nn.Conv2d(cout, cout, 3), nn.ReLU()])

    def construct(self, x):
        return self.body(x)


class DepthUNet(nn.Cell):
    def __init__(self, width=6):
        super().__init__()
        self.down = DoubleConv(3, width)
        self.bottom = DoubleConv(width, width * 2)
        mid = width
        self.up = nn.Conv2dTranspose(width * 2, mid, 2, stride=2)
        self.decode = DoubleConv(mid, width)  # expect: MSD402
        self.depth = nn.Conv2d(width, 1, 1)

    def construct(self, image):
        skip = self.down(image)
        up = self.up(self.bottom(ops.max_pool2d(skip, 2, 2)))
        return self.depth(self.decode(ops.concat((up, skip), axis=1)))


if __name__ == "__main__":
    image = ms.Tensor(np.random.default_rng(0).standard_normal((1, 3, 16, 16)), ms.float32)
    print(DepthUNet()(image).shape)
