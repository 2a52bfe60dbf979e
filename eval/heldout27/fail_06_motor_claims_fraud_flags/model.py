import mindspore.nn as nn

import config


class RedFlagNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell([nn.Dense(len(config.NUMERIC), 32), nn.ReLU(),
                                       nn.Dropout(p=0.1), nn.Dense(32, len(config.FLAGS))])

    def construct(self, x):
        return self.body(x)
