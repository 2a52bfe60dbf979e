import numpy as np
import mindspore as ms
from mindspore import nn


class LogitAdjustment(nn.Cell):
    """Shifts logits by the log of the deployment-site prior relative to the balanced training prior."""

    def __init__(self, abundance):
        super().__init__()
        abundance = np.asarray(abundance, np.float32)
        self.shift = ms.Tensor(np.log(abundance * len(abundance)))

    def construct(self, logits):
        return logits + self.shift


class TrapClassifier(nn.Cell):
    """Embedding classifier trained on a balanced set; at deployment the logits are adjusted for the site's
    seasonal species prior (label shift)."""

    def __init__(self, in_dim, num_classes):
        super().__init__()
        self.body = nn.SequentialCell([nn.Dense(in_dim, 32), nn.ReLU(), nn.Dense(32, num_classes)])
        self.adjust = LogitAdjustment(np.full(num_classes, 1.0 / num_classes))

    def set_prior(self, abundance):
        self.adjust = LogitAdjustment(abundance)

    def construct(self, x):
        return self.adjust(self.body(x))  # ROOT
