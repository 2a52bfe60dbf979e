import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor


class OnlineBalancedCE(nn.Cell):
    """Cross entropy re-weighted by inverse class frequency, with counts accumulated as data streams in."""

    def __init__(self, num_classes):
        super().__init__()
        self.counts = np.ones(num_classes, dtype=np.float32)

    def update(self, labels):
        np.add.at(self.counts, labels, 1)

    def construct(self, logits, labels):
        weights = Tensor(self.counts.sum() / (len(self.counts) * self.counts), ms.float32)  # ROOT
        logp = ops.log_softmax(logits, -1)
        nll = -ops.gather_elements(logp, 1, labels.expand_dims(1)).squeeze(1)
        w = ops.gather(weights, labels, 0)
        return (w * nll).sum() / w.sum()
