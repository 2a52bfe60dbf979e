"""A small U-Net for building footprints on aerial chips. Its encoder halves the chip three
times; a 100-pixel chip becomes 50, 25, then 12, and upsampling 12 gives 24, one short of the
25-pixel skip connection: the concat fails deep in `construct`. The line to change is the chip
size in the settings, which must be a multiple of 8."""
import mindspore as ms
from mindspore import nn, ops

import footprint_settings as settings


def block(cin, cout):
    return nn.SequentialCell(nn.Conv2d(cin, cout, 3, pad_mode="same"), nn.ReLU())


class FootprintUNet(nn.Cell):
    def __init__(self, width):
        super().__init__()
        self.enc = nn.CellList([block(3, width), block(width, width), block(width, width), block(width, width)])
        self.pool = nn.MaxPool2d(2, 2)
        self.up = nn.CellList([nn.Conv2dTranspose(width, width, 2, stride=2) for _ in range(3)])
        self.dec = nn.CellList([block(2 * width, width) for _ in range(3)])
        self.out = nn.Conv2d(width, 1, 1)

    def construct(self, x):
        skips = []
        for i, enc in enumerate(self.enc):
            x = enc(x if i == 0 else self.pool(x))
            skips.append(x)
        for i in range(3):
            x = self.dec[i](ops.cat((self.up[i](x), skips[2 - i]), axis=1))
        return self.out(x)


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    net = FootprintUNet(settings.WIDTH)
    chips = ops.ones((2, 3, settings.CHIP, settings.CHIP), ms.float32)
    print(net(chips).shape)
