from mindspore import nn, ops


class TinySegNet(nn.Cell):
    def __init__(self, num_classes, width=8):
        super().__init__()
        self.enc = nn.SequentialCell(nn.Conv2d(1, width, 3, pad_mode="same"), nn.ReLU(),
                                     nn.Conv2d(width, width, 3, pad_mode="same"), nn.ReLU())
        self.down = nn.MaxPool2d(2, 2)
        self.mid = nn.SequentialCell(nn.Conv2d(width, 2 * width, 3, pad_mode="same"), nn.ReLU())
        self.up = nn.Conv2dTranspose(2 * width, width, 2, stride=2)
        self.out = nn.Conv2d(2 * width, num_classes, 1)

    def construct(self, x):
        skip = self.enc(x)
        h = self.up(self.mid(self.down(skip)))
        return self.out(ops.concat((h, skip), axis=1))
