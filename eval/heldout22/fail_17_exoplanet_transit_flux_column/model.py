import mindspore.nn as nn
import mindspore.ops as ops

import config


class TransitCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        layers, in_ch = [], 1
        for ch in config.CHANNELS:
            layers += [nn.Conv1d(in_ch, ch, 5, has_bias=True), nn.ReLU(), nn.MaxPool1d(2, 2)]
            in_ch = ch
        self.features = nn.SequentialCell(layers)
        self.head = nn.Dense(2 * in_ch, 2)

    def construct(self, flux):
        f = self.features(-flux)
        pooled = ops.concat((f.max(axis=2), f.mean(axis=2)), axis=1)
        return self.head(pooled)
