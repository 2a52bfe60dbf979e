from mindspore import nn, ops

from head import RetinaHead


class TinyBackboneFPN(nn.Cell):
    def __init__(self, ch):
        super().__init__()
        self.c3 = nn.SequentialCell([nn.Conv2d(3, ch, 3, stride=4, pad_mode="same"), nn.ReLU()])
        self.c4 = nn.SequentialCell([nn.Conv2d(ch, ch, 3, stride=2, pad_mode="same"), nn.ReLU()])
        self.lat3 = nn.Conv2d(ch, ch, 1)
        self.lat4 = nn.Conv2d(ch, ch, 1)

    def construct(self, x):
        c3 = self.c3(x)
        c4 = self.c4(c3)
        p4 = self.lat4(c4)
        p3 = self.lat3(c3) + ops.interpolate(p4, size=c3.shape[2:], mode="nearest")
        return p3, p4


class RetinaNet(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.backbone = TinyBackboneFPN(cfg["fpn_channels"])
        self.head = RetinaHead(cfg)

    def construct(self, images):
        return self.head(self.backbone(images))


class FocalSmoothL1(nn.Cell):
    def __init__(self, net, alpha=0.25, gamma=2.0):
        super().__init__()
        self.net = net
        self.alpha = alpha
        self.gamma = gamma

    def construct(self, images, cls_targets, box_targets, pos_mask):
        cls_logits, box_pred = self.net(images)
        p = ops.sigmoid(cls_logits)
        ce = ops.binary_cross_entropy_with_logits(cls_logits, cls_targets, reduction="none")
        p_t = p * cls_targets + (1 - p) * (1 - cls_targets)
        a_t = self.alpha * cls_targets + (1 - self.alpha) * (1 - cls_targets)
        focal = (a_t * (1 - p_t) ** self.gamma * ce).sum()
        reg = (ops.smooth_l1_loss(box_pred, box_targets, reduction="none").sum(-1) * pos_mask).sum()
        num_pos = ops.maximum(pos_mask.sum(), 1.0)
        return (focal + reg) / num_pos
