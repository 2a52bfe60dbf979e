import mindspore.nn as nn
import mindspore.ops as ops


class ScheduledFocalLoss(nn.Cell):
    def __init__(self, hparams):
        super().__init__()
        self.hparams = hparams

    def construct(self, logits, target):
        prob = ops.sigmoid(logits)
        p_t = prob * target + (1 - prob) * (1 - target)
        bce = ops.binary_cross_entropy_with_logits(logits, target, ops.ones_like(logits), ops.ones_like(logits),
                                                   reduction="none")
        focal = ops.pow(1 - p_t, self.hparams["gamma"]) * bce  # ROOT
        return focal.mean()
