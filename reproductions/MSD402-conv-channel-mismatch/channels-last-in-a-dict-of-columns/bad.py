import numpy as np
import mindspore as ms
from mindspore import nn, train

from tiles import BANDS, tile_dataset


class CoverNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(BANDS, 6, 3)
        self.head = nn.Dense(6, 2)

    def construct(self, tile):
        return self.head(self.conv(tile).mean(axis=(2, 3)))


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    net = CoverNet()
    model = train.Model(net, nn.CrossEntropyLoss(), nn.SGD(net.trainable_params(), 0.1))
    model.train(1, tile_dataset(np.random.default_rng(0)), dataset_sink_mode=False)
    print("trained")
