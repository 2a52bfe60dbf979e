from mindspore import nn, ops


def conv_block(in_ch, out_ch, stride):
    return nn.SequentialCell([
        nn.Conv2d(in_ch, out_ch, 3, stride=stride, pad_mode="same"),
        nn.BatchNorm2d(out_ch),
        nn.LeakyReLU(0.1),
    ])


class Backbone(nn.Cell):
    def __init__(self, out_channels):
        super().__init__()
        self.layers = nn.SequentialCell([
            conv_block(3, 8, 2),
            conv_block(8, 16, 2),
            conv_block(16, out_channels, 2),
        ])

    def construct(self, x):
        return self.layers(x)


class DetectionHead(nn.Cell):
    def __init__(self, in_channels, num_anchors, num_classes):
        super().__init__()
        self.num_outputs = 5 + num_classes
        self.pred = nn.Conv2d(in_channels, num_anchors * self.num_outputs, 1, has_bias=True)

    def construct(self, feat, num_anchors):
        b, _, h, w = feat.shape
        out = self.pred(feat)
        return out.reshape(b, num_anchors, self.num_outputs, h, w)


class Detector(nn.Cell):
    def __init__(self, cfg, anchors_per_cell):
        super().__init__()
        head_cfg = cfg["head"]
        self.backbone = Backbone(head_cfg["in_channels"])
        self.head = DetectionHead(head_cfg["in_channels"], head_cfg["num_anchors"], cfg["num_classes"])
        self.anchors_per_cell = anchors_per_cell

    def construct(self, images):
        return self.head(self.backbone(images), self.anchors_per_cell)
