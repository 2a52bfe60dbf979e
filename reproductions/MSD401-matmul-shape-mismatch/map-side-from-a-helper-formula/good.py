import numpy as np
import mindspore as ms
from mindspore import nn

from geometry_good import side_after

TILE, CHANNELS, STAGES = 32, 4, 2


class TileScorer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell([nn.Conv2d(3, CHANNELS, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
                                       nn.Conv2d(CHANNELS, CHANNELS, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2)])
        side = side_after(TILE, STAGES, 2)
        self.flatten = nn.Flatten()
        self.score = nn.Dense(CHANNELS * side * side, 1)

    def construct(self, x):
        return self.score(self.flatten(self.body(x)))


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    tiles = ms.Tensor(np.random.default_rng(0).random((2, 3, TILE, TILE)).astype(np.float32))
    print(TileScorer()(tiles).shape)
