import numpy as np
from mindspore import nn, ops


class RampedTimeMask(nn.Cell):
    """SpecAugment-style time mask whose width grows by one frame per training batch."""

    def __init__(self, max_width):
        super().__init__()
        self.max_width = max_width
        self.width = np.zeros(1, dtype=np.int64)

    def construct(self, spec):
        if self.training:
            self.width[0] = min(self.max_width, self.width[0] + 1)  # ROOT
            w = int(self.width[0])
            keep = ops.concat((ops.zeros_like(spec[..., :w]), ops.ones_like(spec[..., w:])), -1)
            spec = spec * keep
        return spec
