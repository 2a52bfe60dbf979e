from mindspore import nn, ops

import config


class Backbone(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell([
            nn.Conv2d(3, 8, 3, stride=2, pad_mode="same"), nn.ReLU(),
            nn.Conv2d(8, 16, 3, stride=2, pad_mode="same"), nn.ReLU(),
        ])

    def construct(self, x):
        return self.body(x)


class YoloHead(nn.Cell):
    def __init__(self, in_channels):
        super().__init__()
        out_channels = config.NUM_ANCHORS * (config.BOX_DIMS + config.NUM_CLASSES)  # ROOT
        self.pred = nn.Conv2d(in_channels, out_channels, 1, has_bias=True)

    def construct(self, feat):
        p = self.pred(feat)
        b, _, h, w = p.shape
        return p.reshape(b, config.NUM_ANCHORS, -1, h, w)


class Detector(nn.Cell):
    def __init__(self):
        super().__init__()
        self.backbone = Backbone()
        self.head = YoloHead(16)

    def construct(self, images):
        raw = self.head(self.backbone(images))
        box, obj, cls = ops.split(raw, [config.BOX_DIMS, 1, config.NUM_CLASSES], axis=2)
        scores = ops.sigmoid(obj) * ops.softmax(cls, axis=2)
        return ops.sigmoid(box[:, :, :2]), scores
