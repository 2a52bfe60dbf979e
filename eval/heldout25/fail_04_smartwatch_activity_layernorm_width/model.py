from mindspore import nn

import config


class ActivityEncoder(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        self.proj = nn.Dense(config.IMU_CHANNELS, config.D_MODEL)
        self.norm = nn.LayerNorm((config.IMU_CHANNELS,))  # ROOT
        self.act = nn.GELU()
        self.gru = nn.GRU(config.D_MODEL, config.D_MODEL, batch_first=True)
        self.head = nn.Dense(config.D_MODEL, num_classes)

    def construct(self, x):
        h = self.act(self.norm(self.proj(x)))
        out, _ = self.gru(h)
        return self.head(out.mean(axis=1))
