from mindspore import nn


class ConvBlock(nn.Cell):
    def __init__(self, in_ch, out_ch):
        super().__init__()
        self.body = nn.SequentialCell([
            nn.Conv2d(in_ch, out_ch, 3, pad_mode="pad", padding=1),
            nn.BatchNorm2d(out_ch),
            nn.ReLU(),
            nn.Conv2d(out_ch, out_ch, 3, pad_mode="pad", padding=1),
            nn.ReLU(),
        ])

    def construct(self, x):
        return self.body(x)
