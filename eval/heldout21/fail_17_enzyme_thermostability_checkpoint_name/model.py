from mindspore import nn

import config as cfg


class ThermoCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv1d(len(cfg.AMINO_ACIDS), 16, 5, pad_mode="same")
        self.act = nn.ReLU()
        self.out = nn.Dense(16, 1)

    def construct(self, x):
        return self.out(self.act(self.conv(x)).mean(-1)).squeeze(-1)
