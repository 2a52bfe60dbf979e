"""The compute dtype matches the weights."""
from dataclasses import dataclass

import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


@dataclass
class TrainConfig:
    features: int = 12
    hidden: int = 32
    classes: int = 3
    compute_dtype: ms.Type = ms.float32


class TabularNet(nn.Cell):
    def __init__(self, config):
        super().__init__()
        self.compute_dtype = config.compute_dtype
        self.body = nn.SequentialCell([nn.Dense(config.features, config.hidden), nn.ReLU()])
        self.head = nn.Dense(config.hidden, config.classes)

    def construct(self, rows):
        return self.head(self.body(ops.cast(rows, self.compute_dtype)))


if __name__ == "__main__":
    rows = ms.Tensor(np.random.default_rng(0).standard_normal((5, 12)), ms.float32)
    print(TabularNet(TrainConfig())(rows).shape)
