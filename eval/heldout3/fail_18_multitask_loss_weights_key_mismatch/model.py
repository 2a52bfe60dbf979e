from mindspore import nn, ops

import config


class DetectorHead(nn.Cell):
    def __init__(self):
        super().__init__()
        self.trunk = nn.SequentialCell(nn.Dense(config.FEAT_DIM, config.HIDDEN), nn.ReLU())
        self.cls = nn.Dense(config.HIDDEN, config.NUM_CLASSES)
        self.bbox = nn.Dense(config.HIDDEN, 4)
        self.obj = nn.Dense(config.HIDDEN, 1)

    def construct(self, x):
        h = self.trunk(x)
        return self.cls(h), self.bbox(h), self.obj(h).squeeze(-1)


class MultiTaskLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.weights = config.LOSS_WEIGHTS

    def construct(self, x, labels, boxes, objectness):
        cls_logits, box_pred, obj_logits = self.net(x)
        losses = {
            "cls": ops.cross_entropy(cls_logits, labels),
            "bbox": ops.smooth_l1_loss(box_pred, boxes).mean(),
            "obj": ops.binary_cross_entropy_with_logits(obj_logits, objectness,
                                                        ops.ones_like(obj_logits), ops.ones_like(obj_logits)),
        }
        total = 0.0
        for name, w in self.weights.items():
            total = total + w * losses[name]
        return total
