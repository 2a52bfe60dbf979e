from mindspore import nn, ops

from backbone import PyramidBackbone
from config import FPN_DIM, STAGE_CHANNELS
from neck import FPN


class CrackSegmenter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.backbone = PyramidBackbone(STAGE_CHANNELS)
        self.neck = FPN(STAGE_CHANNELS[1:], FPN_DIM)  # ROOT
        self.head = nn.Conv2d(FPN_DIM, 1, 1)

    def construct(self, x):
        logits = self.head(self.neck(self.backbone(x)))
        return ops.interpolate(logits, size=x.shape[2:], mode="bilinear")


class DiceBCELoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, img, mask):
        logits = self.net(img)
        prob = ops.sigmoid(logits)
        inter = (prob * mask).sum()
        dice = 1 - (2 * inter + 1) / (prob.sum() + mask.sum() + 1)
        bce = ops.binary_cross_entropy_with_logits(logits, mask, ops.ones_like(mask), ops.ones_like(mask))
        return dice + bce
