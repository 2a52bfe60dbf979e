import mindspore.nn as nn

import config
from utils import channel_mean, channel_std


class EpochNormalizer(nn.Cell):
    """Removes electrode drift: zero-mean, unit-variance per channel and epoch."""

    def construct(self, x):
        mu = channel_mean(x)  # ROOT
        sd = channel_std(x, keep_dims=True)
        return (x - mu) / sd


class SleepStager(nn.Cell):
    def __init__(self):
        super().__init__()
        self.norm = EpochNormalizer()
        self.features = nn.SequentialCell([
            nn.Conv1d(config.CHANNELS, 16, 7, stride=2, pad_mode="same", has_bias=True), nn.ReLU(),
            nn.Conv1d(16, 32, 5, stride=2, pad_mode="same", has_bias=True), nn.ReLU(),
        ])
        self.classifier = nn.Dense(32, len(config.STAGES))

    def construct(self, x):
        h = self.features(self.norm(x))
        return self.classifier(h.mean(axis=-1))
