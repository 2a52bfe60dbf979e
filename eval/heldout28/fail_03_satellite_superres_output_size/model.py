from mindspore import nn, ops


class ResBlock(nn.Cell):
    def __init__(self, ch):
        super().__init__()
        self.body = nn.SequentialCell([
            nn.Conv2d(ch, ch, 3, pad_mode="same"), nn.ReLU(),
            nn.Conv2d(ch, ch, 3, pad_mode="same"),
        ])

    def construct(self, x):
        return x + 0.1 * self.body(x)


class BandSR(nn.Cell):
    """Upsample-then-refine network (bicubic-like resize, residual CNN on top)."""

    def __init__(self, bands, features, n_blocks, hr_size):
        super().__init__()
        self.hr_size = (hr_size, hr_size)
        self.head = nn.Conv2d(bands, features, 3, pad_mode="same")
        self.blocks = nn.SequentialCell([ResBlock(features) for _ in range(n_blocks)])
        self.tail = nn.Conv2d(features, bands, 3, pad_mode="same")

    def construct(self, lr):
        up = ops.interpolate(lr, size=self.hr_size, mode="bilinear", align_corners=False)
        return up + self.tail(self.blocks(self.head(up)))
