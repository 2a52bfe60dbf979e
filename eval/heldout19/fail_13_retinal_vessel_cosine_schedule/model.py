import mindspore.nn as nn


class TinyVesselNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.enc = nn.SequentialCell(nn.Conv2d(1, 8, 3, pad_mode="same"), nn.ReLU(),
                                     nn.Conv2d(8, 8, 3, pad_mode="same"), nn.ReLU())
        self.seg = nn.Conv2d(8, 1, 1)

    def construct(self, x):
        return self.seg(self.enc(x))
