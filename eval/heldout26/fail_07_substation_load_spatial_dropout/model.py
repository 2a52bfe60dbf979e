import mindspore.nn as nn

import config


class TemporalBlock(nn.Cell):
    """Dilated causal-ish conv block with channel ("spatial") dropout."""

    def __init__(self, cin, cout, dilation):
        super().__init__()
        self.conv = nn.Conv1d(cin, cout, 3, dilation=dilation, pad_mode="same", has_bias=True)
        self.act = nn.ReLU()
        self.drop = nn.Dropout2d(p=config.DROPOUT)  # ROOT
        self.skip = nn.Conv1d(cin, cout, 1, has_bias=True) if cin != cout else nn.Identity()

    def construct(self, x):                 # (B, C, T)
        h = self.drop(self.act(self.conv(x)))
        return h + self.skip(x)


class SubstationTCN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.blocks = nn.SequentialCell([
            TemporalBlock(config.FEEDERS, config.CHANNELS, 1),
            TemporalBlock(config.CHANNELS, config.CHANNELS, 2),
            TemporalBlock(config.CHANNELS, config.CHANNELS, 4),
        ])
        self.head = nn.Dense(config.CHANNELS, config.HORIZON)

    def construct(self, x):
        h = self.blocks(x)
        return self.head(h[:, :, -1])
