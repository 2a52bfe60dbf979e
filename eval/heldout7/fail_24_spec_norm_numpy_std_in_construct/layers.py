import numpy as np
from mindspore import nn


class InstanceSpecNorm(nn.Cell):
    """Per-utterance, per-frequency normalisation of a log-spectrogram."""

    def __init__(self, eps=1e-5):
        super().__init__()
        self.eps = eps

    def construct(self, spec):
        mean = spec.mean(axis=-1, keep_dims=True)
        std = np.std(spec, axis=-1, keepdims=True)  # ROOT
        return (spec - mean) / (std + self.eps)


class ConvBlock(nn.Cell):
    def __init__(self, in_ch, out_ch):
        super().__init__()
        self.body = nn.SequentialCell([
            nn.Conv2d(in_ch, out_ch, 3, pad_mode="same"),
            nn.BatchNorm2d(out_ch),
            nn.ReLU(),
            nn.MaxPool2d(2, 2),
        ])

    def construct(self, x):
        return self.body(x)
