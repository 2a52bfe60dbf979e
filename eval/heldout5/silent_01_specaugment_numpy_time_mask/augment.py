import numpy as np
import mindspore as ms
from mindspore import nn


class TimeMasking(nn.Cell):
    """SpecAugment-style time masking: zero a random band of frames on every call."""

    def __init__(self, num_frames, max_width):
        super().__init__()
        self.num_frames = num_frames
        self.max_width = max_width

    def construct(self, spec):
        start = np.random.randint(0, self.num_frames - self.max_width)  # ROOT
        keep = np.ones(self.num_frames, np.float32)
        keep[start:start + self.max_width] = 0.0
        return spec * ms.Tensor(keep)
