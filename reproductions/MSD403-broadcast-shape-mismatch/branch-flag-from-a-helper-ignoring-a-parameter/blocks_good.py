"""Residual 1-D blocks for a vibration-signal encoder."""
from mindspore import nn


def resample_needed(channels_in, channels_out, pool):
    return channels_in != channels_out or pool > 1


class PooledResidual(nn.Cell):
    def __init__(self, channels_in, channels_out, pool=1):
        super().__init__()
        self.body = nn.SequentialCell([
            nn.Conv1d(channels_in, channels_out, 3, pad_mode="same"),
            nn.ReLU(),
            nn.MaxPool1d(pool, pool) if pool > 1 else nn.Identity(),
        ])
        self.resample = resample_needed(channels_in, channels_out, pool)
        self.skip = nn.SequentialCell([nn.Conv1d(channels_in, channels_out, 1), nn.MaxPool1d(pool, pool)]) \
            if pool > 1 else nn.Conv1d(channels_in, channels_out, 1)

    def construct(self, x):
        skipped = self.skip(x) if self.resample else x
        return self.body(x) + skipped
