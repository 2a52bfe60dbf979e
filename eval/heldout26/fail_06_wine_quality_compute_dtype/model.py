import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops

import config


class WineQualityMLP(nn.Cell):
    def __init__(self, n_in, hidden, n_out):
        super().__init__()
        layers, prev = [], n_in
        for width in hidden:
            layers += [nn.Dense(prev, width).to_float(config.COMPUTE_DTYPE), nn.ReLU()]
            prev = width
        self.body = nn.SequentialCell(layers)
        self.head = nn.Dense(prev, n_out)
        self.output_dtype = config.OUTPUT_DTYPE

    def construct(self, x):
        h = self.body(ops.cast(x, config.COMPUTE_DTYPE))
        h = ops.cast(h, self.output_dtype)
        return self.head(h)
