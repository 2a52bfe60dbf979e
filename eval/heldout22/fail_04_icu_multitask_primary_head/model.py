import mindspore.nn as nn

import config


class MultiTaskICUNet(nn.Cell):
    """Shared encoder over summarised vitals with one head per outcome."""

    def __init__(self, in_dim, task):
        super().__init__()
        self.encoder = nn.SequentialCell([
            nn.Dense(in_dim, config.HIDDEN), nn.ReLU(),
            nn.Dense(config.HIDDEN, config.HIDDEN), nn.ReLU(),
        ])
        self.heads = nn.CellDict({name: nn.Dense(config.HIDDEN, size)
                                  for name, size in config.HEAD_SIZES.items()})
        self.task = task

    def construct(self, x):
        h = self.encoder(x)
        return self.heads[self.task](h)
