import mindspore.nn as nn

import config


class SeniorityClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell([
            nn.Dense(len(config.SKILLS), 32), nn.ReLU(),
            nn.Dense(32, len(config.LEVELS)),
        ])

    def construct(self, counts):
        return self.net(counts)
