from mindspore import nn, ops


def conv_block(in_ch, out_ch):
    return nn.SequentialCell(
        nn.Conv2d(in_ch, out_ch, 3, pad_mode="same"), nn.BatchNorm2d(out_ch), nn.ReLU(),
        nn.Conv2d(out_ch, out_ch, 3, pad_mode="same"), nn.BatchNorm2d(out_ch), nn.ReLU(),
    )


class Down(nn.Cell):
    def __init__(self, in_ch, out_ch):
        super().__init__()
        self.pool = nn.MaxPool2d(2, 2)
        self.block = conv_block(in_ch, out_ch)

    def construct(self, x):
        return self.block(self.pool(x))


class Up(nn.Cell):
    def __init__(self, in_ch, out_ch):
        super().__init__()
        self.up = nn.Conv2dTranspose(in_ch, out_ch, 2, stride=2)
        self.block = conv_block(out_ch, out_ch)  # ROOT

    def construct(self, x, skip):
        x = self.up(x)
        x = ops.cat((skip, x), axis=1)
        return self.block(x)
