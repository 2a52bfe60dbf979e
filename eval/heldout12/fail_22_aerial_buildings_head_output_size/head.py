from mindspore import nn, ops


class SegHead(nn.Cell):
    """3x3 conv + classifier, then upsample logits back to the image resolution.

    Give either `out_size` (fixed H, W) or `scale_factor` (relative to the feature map).
    """

    def __init__(self, in_ch, num_classes, out_size=None, scale_factor=None, mid_ch=32):
        super().__init__()
        self.conv = nn.SequentialCell(nn.Conv2d(in_ch, mid_ch, 3, pad_mode="same", has_bias=False),
                                      nn.BatchNorm2d(mid_ch), nn.ReLU())
        self.cls = nn.Conv2d(mid_ch, num_classes, 1, has_bias=True)
        self.out_size = out_size
        self.scale_factor = scale_factor

    def construct(self, feats):
        logits = self.cls(self.conv(feats))
        return ops.interpolate(logits, size=self.out_size, scale_factor=self.scale_factor,
                               mode="bilinear", align_corners=False)
