from mindspore import nn

from layers import ResidualConvBlock


class VesselSegmenter(nn.Cell):
    def __init__(self, width=24, depth=2):
        super().__init__()
        self.stem = nn.SequentialCell(nn.Conv2d(1, width, 3, pad_mode="same"), nn.ReLU())
        self.blocks = nn.SequentialCell([ResidualConvBlock(width) for _ in range(depth)])
        self.head = nn.Conv2d(width, 1, 1)

    def construct(self, x):
        return self.head(self.blocks(self.stem(x)))
