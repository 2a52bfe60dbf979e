import mindspore.nn as nn

import config


class ResBlock(nn.Cell):
    def __init__(self, features):
        super().__init__()
        self.body = nn.SequentialCell([
            nn.Conv2d(features, features, 3, has_bias=True),
            nn.ReLU(),
            nn.Conv2d(features, features, 3, has_bias=True),
        ])

    def construct(self, x):
        return x + 0.1 * self.body(x)


class SubPixelSR(nn.Cell):
    """ESPCN/EDSR-style single-image super-resolution for fluorescence fields."""

    def __init__(self):
        super().__init__()
        feats = config.NUM_FEATURES
        self.head = nn.Conv2d(config.CHANNELS, feats, 3, has_bias=True)
        self.body = nn.SequentialCell([ResBlock(feats) for _ in range(config.NUM_RES_BLOCKS)])
        self.to_subpixel = nn.Conv2d(feats, config.CHANNELS * config.SCALE, 3, has_bias=True)  # ROOT
        self.shuffle = nn.PixelShuffle(config.SCALE)

    def construct(self, lr):
        x = self.head(lr)
        x = x + self.body(x)
        return self.shuffle(self.to_subpixel(x))
