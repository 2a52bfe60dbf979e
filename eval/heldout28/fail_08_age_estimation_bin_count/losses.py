import mindspore as ms
from mindspore import nn, ops, Tensor

import config


class SmoothedBinLoss(nn.Cell):
    """Cross-entropy against a label-smoothed one-hot age-bin target."""

    def __init__(self):
        super().__init__()
        self.num_bins = config.NUM_BINS
        self.on = Tensor(1.0 - config.LABEL_SMOOTHING, ms.float32)
        self.off = Tensor(config.LABEL_SMOOTHING / (len(config.AGE_BIN_EDGES) - 2), ms.float32)

    def construct(self, logits, age_bin):
        target = ops.one_hot(age_bin, self.num_bins, self.on, self.off)
        log_p = ops.log_softmax(logits, axis=-1)
        return -(target * log_p).sum(axis=-1).mean()
