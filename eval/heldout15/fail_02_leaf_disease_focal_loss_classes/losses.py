import mindspore as ms
import mindspore.nn as nn
from mindspore import ops


class FocalLoss(nn.Cell):
    """Multi-class focal loss (Lin et al.) on logits and integer labels."""

    def __init__(self, num_classes, gamma=2.0, alpha=0.25):
        super().__init__()
        self.num_classes = num_classes
        self.gamma = gamma
        self.alpha = alpha
        self.on = ms.Tensor(1.0, ms.float32)
        self.off = ms.Tensor(0.0, ms.float32)

    def construct(self, logits, labels):
        target = ops.one_hot(labels, self.num_classes, self.on, self.off)
        log_p = ops.log_softmax(logits, axis=-1)
        p = ops.exp(log_p)
        weight = self.alpha * ops.pow(1.0 - p, self.gamma)
        loss = -(weight * target * log_p).sum(axis=-1)
        return loss.mean()
