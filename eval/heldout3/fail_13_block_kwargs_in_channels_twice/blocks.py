from mindspore import nn


class InvertedResidual(nn.Cell):
    def __init__(self, in_channels, out_channels, kernel_size=3, expansion=4):
        super().__init__()
        hidden = in_channels * expansion
        self.use_res = in_channels == out_channels
        self.body = nn.SequentialCell(
            nn.Conv2d(in_channels, hidden, 1), nn.BatchNorm2d(hidden), nn.ReLU6(),
            nn.Conv2d(hidden, hidden, kernel_size, group=hidden, pad_mode="same"), nn.BatchNorm2d(hidden), nn.ReLU6(),
            nn.Conv2d(hidden, out_channels, 1), nn.BatchNorm2d(out_channels),
        )

    def construct(self, x):
        y = self.body(x)
        return x + y if self.use_res else y
