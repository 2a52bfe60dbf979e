"""A tabular classifier casts its input to the compute dtype it keeps from the training config
before the first Dense. The config's default compute dtype is float16 while the layers' weights
are float32, so the first matmul fails; the cast line is only where the dtype is used. The line
to change is the config field."""
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
    compute_dtype: ms.Type = ms.float16  # expect: MSD504


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
