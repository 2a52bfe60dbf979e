import mindspore.nn as nn

import config


class ForkliftEventNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(len(config.SIGNALS), 24, batch_first=True)
        self.head = nn.Dense(24, len(config.EVENTS))

    def construct(self, x):
        _, h = self.gru(x)
        return self.head(h[-1])
