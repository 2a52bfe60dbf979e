import numpy as np
from mindspore import nn, ops

import config


class RandomGain(nn.Cell):
    """Multiplies each training batch by a random gain, so the detector ignores mounting sensitivity."""

    def __init__(self, low, high):
        super().__init__()
        self.low, self.high = low, high

    def construct(self, x):
        gain = np.random.uniform(self.low, self.high)  # ROOT
        return x * gain


class KnockDetector(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv1d(1, config.HIDDEN, 7, pad_mode="same")
        self.out = nn.Dense(config.HIDDEN, 1)

    def construct(self, window):
        h = ops.relu(self.conv(window))
        return self.out(ops.amax(h, axis=-1))


class AugmentedLoss(nn.Cell):
    def __init__(self, detector):
        super().__init__(auto_prefix=False)
        self.augment = RandomGain(*config.GAIN_RANGE)
        self.detector = detector
        self.bce = nn.BCEWithLogitsLoss()

    def construct(self, window, knock):
        return self.bce(self.detector(self.augment(window)), knock)
