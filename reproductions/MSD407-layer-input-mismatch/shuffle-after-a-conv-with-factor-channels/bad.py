"""A depth-map upsampler ends with a sub-pixel convolution: a Conv2d followed by nn.PixelShuffle.
The convolution is built with `out_channels * factor` output channels where a pixel shuffle by
`factor` needs `out_channels * factor ** 2`. The shuffle fails inside MindSpore's own check; the
line to change is the convolution's build in `__init__` (the shuffle has no size of its own)."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class DepthUpsampler(nn.Cell):
    def __init__(self, width=8, out_channels=1, factor=3):
        super().__init__()
        self.body = nn.SequentialCell([nn.Conv2d(1, width, 3), nn.ReLU()])
        self.to_subpixels = nn.Conv2d(width, out_channels * factor, 3)  # expect: MSD407
        self.shuffle = nn.PixelShuffle(factor)

    def construct(self, depth):
        features = self.body(depth)
        return self.shuffle(self.to_subpixels(features))


if __name__ == "__main__":
    depth = ms.Tensor(np.random.default_rng(0).random((2, 1, 6, 6)).astype(np.float32))
    print(DepthUpsampler()(depth).shape)
