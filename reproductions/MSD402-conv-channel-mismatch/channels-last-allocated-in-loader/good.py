"""The tiles are drawn channels-first."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


def tile_batch(count, size=24, bands=4):
    rng = np.random.default_rng(0)
    tiles = rng.random((count, bands, size, size), dtype=np.float32)
    tiles = (tiles - 0.5) / 0.25
    return ms.Tensor(tiles)


class LandCover(nn.Cell):
    def __init__(self, bands=4, classes=5):
        super().__init__()
        self.encode = nn.SequentialCell([nn.Conv2d(bands, 16, 3, pad_mode="same"), nn.ReLU()])
        self.classify = nn.Conv2d(16, classes, 1)

    def construct(self, tiles):
        return self.classify(self.encode(tiles))


if __name__ == "__main__":
    print(LandCover()(tile_batch(2)).shape)
