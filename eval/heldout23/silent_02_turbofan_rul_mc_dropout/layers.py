import numpy as np
import mindspore as ms
from mindspore import nn


class MCDropout(nn.Cell):
    """Dropout that stays active at inference so repeated passes sample different sub-networks."""

    def __init__(self, p):
        super().__init__()
        self.p = p
        self.scale = 1.0 / (1.0 - p)

    def construct(self, x):
        keep = ms.Tensor((np.random.rand(*x.shape) >= self.p).astype(np.float32))  # ROOT
        return x * keep * self.scale
