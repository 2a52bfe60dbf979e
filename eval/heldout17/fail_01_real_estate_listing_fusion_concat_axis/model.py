from mindspore import nn, ops

import config as C
from fusion import fuse


class PhotoEncoder(nn.Cell):
    def __init__(self, out_dim):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 16, 3, stride=2, pad_mode="same")
        self.conv2 = nn.Conv2d(16, out_dim, 3, stride=2, pad_mode="same")
        self.act = nn.ReLU()

    def construct(self, x):
        x = self.act(self.conv1(x))
        x = self.act(self.conv2(x))
        return ops.mean(x, axis=(2, 3))


class ListingPriceNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.photo = PhotoEncoder(C.PHOTO_EMBED)
        self.tabular = nn.SequentialCell(nn.Dense(C.NUM_TABULAR, C.TABULAR_EMBED), nn.ReLU())
        self.head = nn.SequentialCell(
            nn.Dense(C.PHOTO_EMBED + C.TABULAR_EMBED, C.HIDDEN), nn.ReLU(), nn.Dense(C.HIDDEN, 1))

    def construct(self, photo, tabular):
        z = fuse(self.photo(photo), self.tabular(tabular))
        return self.head(z)
