import numpy as np
from mindspore import nn, ops, Tensor


def balanced_weights(labels, n_classes):
    counts = np.bincount(labels, minlength=n_classes).astype(np.float32)
    return (len(labels) / (n_classes * np.maximum(counts, 1.0))).astype(np.float32)  # ROOT


class FocalLoss(nn.Cell):
    def __init__(self, gamma=2.0):
        super().__init__()
        self.gamma = Tensor(gamma)

    def construct(self, logits, labels):
        logp = ops.log_softmax(logits, axis=-1)
        logp_t = ops.gather_elements(logp, 1, labels.expand_dims(1)).squeeze(1)
        return -(ops.pow(1 - ops.exp(logp_t), self.gamma) * logp_t).mean()


def build_criterion(kind, labels, n_classes):
    if kind == "focal":
        return FocalLoss()
    weights = balanced_weights(labels, n_classes)
    return nn.CrossEntropyLoss(weight=weights)
