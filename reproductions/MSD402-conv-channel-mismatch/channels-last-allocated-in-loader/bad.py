"""A land-cover segmenter for four-band satellite tiles. The tile generator draws the batch as
(count, height, width, bands), the layout image libraries use; Conv2d reads bands from axis 1.
The line to change is where the tiles are drawn."""
import mindspore as ms
from mindspore import nn

from satellite_tiles import tile_batch

ms.set_context(mode=ms.GRAPH_MODE)


class LandCover(nn.Cell):
    def __init__(self, bands=4, classes=5):
        super().__init__()
        self.encode = nn.SequentialCell([nn.Conv2d(bands, 16, 3, pad_mode="same"), nn.ReLU()])
        self.classify = nn.Conv2d(16, classes, 1)

    def construct(self, tiles):
        return self.classify(self.encode(tiles))


if __name__ == "__main__":
    print(LandCover()(tile_batch(2)).shape)
