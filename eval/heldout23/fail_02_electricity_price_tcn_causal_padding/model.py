from mindspore import nn

import config as cfg
from layers import TemporalBlock


class PriceTCN(nn.Cell):
    def __init__(self):
        super().__init__()
        blocks = []
        in_ch = len(cfg.FEATURES)
        for level, out_ch in enumerate(cfg.CHANNELS):
            blocks.append(TemporalBlock(in_ch, out_ch, cfg.KERNEL_SIZE, 2 ** level, cfg.DROPOUT))
            in_ch = out_ch
        self.tcn = nn.SequentialCell(blocks)
        self.head = nn.Dense(cfg.CHANNELS[-1], cfg.HORIZON_HOURS)

    def construct(self, x):
        # x: (batch, features, hours)
        h = self.tcn(x)
        return self.head(h[:, :, -1])
