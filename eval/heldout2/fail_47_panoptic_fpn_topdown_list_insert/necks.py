import mindspore as ms
from mindspore import nn, ops


class TopDownFPN(nn.Cell):
    def __init__(self, in_channels, out_channels):
        super().__init__()
        self.lateral = nn.CellList([nn.Conv2d(c, out_channels, 1, has_bias=True) for c in in_channels])
        self.output = nn.CellList([nn.Conv2d(out_channels, out_channels, 3, pad_mode="same", has_bias=True)
                                   for _ in in_channels])

    def construct(self, feats):
        laterals = [conv(f) for conv, f in zip(self.lateral, feats)]
        pyramid = [laterals[-1]]
        for i in range(len(laterals) - 2, -1, -1):
            up = ops.interpolate(pyramid[0], size=laterals[i].shape[2:], mode="nearest")
            pyramid.insert(0, laterals[i] + up)  # ROOT
        return [conv(p) for conv, p in zip(self.output, pyramid)]


class SemanticHead(nn.Cell):
    """Panoptic-FPN style semantic branch: upsample every level to 1/4 and sum."""

    def __init__(self, ch, num_classes):
        super().__init__()
        self.refine = nn.CellList([nn.SequentialCell(nn.Conv2d(ch, ch, 3, pad_mode="same"), nn.ReLU())
                                   for _ in range(3)])
        self.cls = nn.Conv2d(ch, num_classes, 1, has_bias=True)

    def construct(self, pyramid):
        target = pyramid[0].shape[2:]
        fused = self.refine[0](pyramid[0])
        for i in range(1, 3):
            fused = fused + ops.interpolate(self.refine[i](pyramid[i]), size=target, mode="bilinear",
                                            align_corners=False)
        return self.cls(fused)
