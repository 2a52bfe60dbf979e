import mindspore.nn as nn

import config


class ResidualBlock(nn.Cell):
    def __init__(self, ch):
        super().__init__()
        self.conv1 = nn.Conv2d(ch, ch, 3, has_bias=True)
        self.conv2 = nn.Conv2d(ch, ch, 3, has_bias=True)
        self.act = nn.ReLU()

    def construct(self, x):
        return x + self.conv2(self.act(self.conv1(x)))


class GrowingDenoiser(nn.Cell):
    """Residual CNN that is trained stage by stage, one extra block per stage."""

    def __init__(self):
        super().__init__()
        self.stem = nn.Conv2d(1, config.FEATURES, 3, has_bias=True)
        self.blocks = nn.CellList([ResidualBlock(config.FEATURES) for _ in range(config.MAX_BLOCKS)])
        self.tail = nn.Conv2d(config.FEATURES, 1, 3, has_bias=True)
        self.active_blocks = 1

    def grow(self):
        self.active_blocks = min(self.active_blocks + 1, len(self.blocks))

    def construct(self, noisy):
        h = self.stem(noisy)
        for block in self.blocks[:self.active_blocks]:  # ROOT
            h = block(h)
        return noisy - self.tail(h)
