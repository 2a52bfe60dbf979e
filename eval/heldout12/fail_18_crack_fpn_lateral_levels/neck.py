from mindspore import nn, ops


class FPN(nn.Cell):
    def __init__(self, in_channels, dim):
        super().__init__()
        self.lateral = nn.CellList([nn.Conv2d(c, dim, 1) for c in in_channels])
        self.smooth = nn.Conv2d(dim, dim, 3, pad_mode="same")

    def construct(self, feats):
        top = self.lateral[len(feats) - 1](feats[-1])
        for i in range(len(feats) - 2, -1, -1):
            lat = self.lateral[i](feats[i])
            top = lat + ops.interpolate(top, size=lat.shape[2:], mode="nearest")
        return self.smooth(top)
