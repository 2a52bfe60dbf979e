"""The size helper returns (height, width), the order interpolate takes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def output_size(feature):
    return (feature.shape[2], feature.shape[3])


class SkipDecoder(nn.Cell):
    def __init__(self, channels=8):
        super().__init__()
        self.down = nn.Conv2d(3, channels, 3, stride=2)
        self.skip = nn.Conv2d(3, channels, 3)
        self.head = nn.Conv2d(channels, 2, 1)

    def construct(self, image):
        coarse = self.down(image)
        fine = self.skip(image)
        up = ops.interpolate(coarse, size=output_size(fine), mode="bilinear")
        return self.head(fine + up)


if __name__ == "__main__":
    print(SkipDecoder()(Tensor(np.random.randn(1, 3, 16, 32), ms.float32)).shape)
