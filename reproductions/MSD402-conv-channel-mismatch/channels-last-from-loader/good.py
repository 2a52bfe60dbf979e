"""A thumbnail classifier fed channels-first batches."""
import mindspore as ms
from mindspore import nn

from loader_good import thumbnails

ms.set_context(mode=ms.GRAPH_MODE)


class ThumbNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.stem = nn.Conv2d(3, 8, 3, pad_mode="same")
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.head = nn.Dense(8, 2)

    def construct(self, images):
        h = self.pool(self.stem(images))
        return self.head(h.reshape(h.shape[0], -1))


if __name__ == "__main__":
    print(ThumbNet()(thumbnails(4)).shape)
