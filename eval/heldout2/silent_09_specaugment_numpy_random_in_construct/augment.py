import numpy as np
import mindspore as ms
from mindspore import nn, ops


class SpecAugment(nn.Cell):
    """Time and frequency masking applied on the fly during training."""

    def __init__(self, time_width=20, freq_width=6):
        super().__init__()
        self.time_width = time_width
        self.freq_width = freq_width

    def construct(self, spec):
        if not self.training:
            return spec
        _, t, f = spec.shape
        t0, f0 = np.random.randint(0, t - self.time_width), np.random.randint(0, f - self.freq_width)  # ROOT
        time_idx = ops.arange(t).reshape(1, t, 1)
        freq_idx = ops.arange(f).reshape(1, 1, f)
        masked = ((time_idx >= t0) & (time_idx < t0 + self.time_width)) | \
            ((freq_idx >= f0) & (freq_idx < f0 + self.freq_width))
        return ops.masked_fill(spec, masked, 0.0)
