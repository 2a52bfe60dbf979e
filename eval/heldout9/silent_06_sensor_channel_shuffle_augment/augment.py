import random

import mindspore as ms
from mindspore import nn, ops


class SensorChannelShuffle(nn.Cell):
    """Train-time augmentation: randomly permutes interchangeable sensor channels."""

    def __init__(self, num_sensors):
        super().__init__()
        self.order = list(range(num_sensors))

    def construct(self, x):
        if not self.training:
            return x
        random.shuffle(self.order)  # ROOT
        idx = ms.Tensor(self.order, ms.int32)
        return ops.gather(x, idx, 2)
