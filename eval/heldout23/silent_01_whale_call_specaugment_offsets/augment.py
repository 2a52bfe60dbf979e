import random

import mindspore as ms
from mindspore import nn, ops


class TimeMasking(nn.Cell):
    """Zeroes one random run of `width` frames per batch while training."""

    def __init__(self, frames, width):
        super().__init__()
        self.width = width
        self.max_start = frames - width
        self.frame_idx = ops.arange(frames).astype(ms.float32)

    def construct(self, spec):
        start = random.randint(0, self.max_start)  # ROOT
        keep = ops.logical_or(self.frame_idx < start, self.frame_idx >= start + self.width)
        return spec * keep.astype(spec.dtype)
