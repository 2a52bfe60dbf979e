from mindspore import nn, ops

from utils import spatial_size


def conv_bn_relu(cin, cout, stride):
    return nn.SequentialCell([
        nn.Conv2d(cin, cout, 3, stride=stride, pad_mode="same", has_bias=False),
        nn.BatchNorm2d(cout),
        nn.ReLU(),
    ])


class Backbone(nn.Cell):
    def __init__(self, widths):
        super().__init__()
        self.s1 = conv_bn_relu(3, widths[0], 2)
        self.s2 = conv_bn_relu(widths[0], widths[1], 2)
        self.s3 = conv_bn_relu(widths[1], widths[2], 2)

    def construct(self, x):
        c1 = self.s1(x)
        c2 = self.s2(c1)
        c3 = self.s3(c2)
        return c1, c2, c3


class TopDownFPN(nn.Cell):
    def __init__(self, widths, dim):
        super().__init__()
        self.lateral = nn.CellList([nn.Conv2d(w, dim, 1) for w in widths])
        self.smooth = nn.Conv2d(dim, dim, 3, pad_mode="same")

    def construct(self, feats):
        c1, c2, c3 = feats
        p3 = self.lateral[2](c3)
        lat2 = self.lateral[1](c2)
        p2 = lat2 + ops.interpolate(p3, size=spatial_size(lat2), mode="nearest")
        lat1 = self.lateral[0](c1)
        p1 = lat1 + ops.interpolate(p2, size=spatial_size(lat1), mode="nearest")
        return self.smooth(p1)


class DensityNet(nn.Cell):
    def __init__(self, widths, dim):
        super().__init__()
        self.backbone = Backbone(widths)
        self.fpn = TopDownFPN(widths, dim)
        self.head = nn.Conv2d(dim, 1, 1)

    def construct(self, x):
        d = ops.relu(self.head(self.fpn(self.backbone(x))))
        return ops.interpolate(d, scale_factor=2.0, mode="bilinear", recompute_scale_factor=True) / 4.0
