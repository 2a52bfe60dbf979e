from mindspore import nn, ops

from anchors_cfg import NUM_CLASSES, ANCHORS_PER_CELL


class TinyBackbone(nn.Cell):
    def __init__(self, out_ch=32):
        super().__init__()
        self.net = nn.SequentialCell(
            nn.Conv2d(3, 16, 3, stride=2), nn.ReLU(),
            nn.Conv2d(16, out_ch, 3, stride=2), nn.ReLU(),
        )

    def construct(self, x):
        return self.net(x)


class SSDHead(nn.Cell):
    """One conv predicts box offsets and class scores for every anchor of every cell."""

    def __init__(self, in_ch):
        super().__init__()
        self.a = ANCHORS_PER_CELL
        self.pred = nn.Conv2d(in_ch, ANCHORS_PER_CELL * (4 + NUM_CLASSES + 1), 3)  # ROOT
        self.sizes = [ANCHORS_PER_CELL * 4, ANCHORS_PER_CELL * NUM_CLASSES]

    def construct(self, feat):
        out = self.pred(feat)
        box, cls = ops.split(out, self.sizes, axis=1)
        b = out.shape[0]
        box = box.transpose(0, 2, 3, 1).reshape(b, -1, 4)
        cls = cls.transpose(0, 2, 3, 1).reshape(b, -1, NUM_CLASSES)
        return box, cls


class SSDLoss(nn.Cell):
    def __init__(self):
        super().__init__()
        self.backbone = TinyBackbone()
        self.head = SSDHead(32)
        self.cls_loss = nn.CrossEntropyLoss(reduction="none")
        self.box_loss = nn.SmoothL1Loss(beta=1.0, reduction="none")

    def construct(self, images, gt_boxes, gt_labels):
        box, cls = self.head(self.backbone(images))
        pos = (gt_labels > 0).astype(box.dtype)
        l_cls = self.cls_loss(cls.reshape(-1, NUM_CLASSES), gt_labels.reshape(-1)).mean()
        l_box = (self.box_loss(box, gt_boxes).sum(-1) * pos).sum() / ops.maximum(pos.sum(), 1.0)
        return l_cls + l_box
