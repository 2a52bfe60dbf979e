from mindspore import nn, ops

from config import CFG


class SmoothedCE(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        self.num_classes = num_classes

    def construct(self, logits, labels):
        eps = CFG.smoothing  # ROOT
        logp = ops.log_softmax(logits, axis=-1)
        target = ops.one_hot(labels, self.num_classes, 1.0 - eps, eps / (self.num_classes - 1))
        return -(target * logp).sum(axis=-1).mean()
