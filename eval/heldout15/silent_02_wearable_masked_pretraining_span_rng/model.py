import numpy as np
import mindspore.nn as nn
from mindspore import ops


class Reconstructor(nn.Cell):
    """Small 1-D conv encoder/decoder that fills in masked samples."""

    def __init__(self, channels, width=32):
        super().__init__()
        self.net = nn.SequentialCell(
            nn.Conv1d(channels, width, 5, pad_mode="same"), nn.GELU(),
            nn.Conv1d(width, width, 5, pad_mode="same", dilation=2), nn.GELU(),
            nn.Conv1d(width, channels, 5, pad_mode="same"))

    def construct(self, masked):
        return self.net(masked)


class MaskedSpanPretrainer(nn.Cell):
    """Hides one random contiguous span per step and scores the reconstruction on that span only."""

    def __init__(self, reconstructor, length, span, seed=0):
        super().__init__()
        self.reconstructor = reconstructor
        self.length = length
        self.span = span
        self.rng = np.random.default_rng(seed)

    def construct(self, x):
        start = int(self.rng.integers(0, self.length - self.span + 1))  # ROOT
        stop = start + self.span
        hidden = ops.zeros_like(x[:, :, start:stop])
        masked = ops.cat((x[:, :, :start], hidden, x[:, :, stop:]), axis=2)
        recon = self.reconstructor(masked)
        return ops.square(recon[:, :, start:stop] - x[:, :, start:stop]).mean()
