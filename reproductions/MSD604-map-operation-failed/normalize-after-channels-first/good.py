"""Normalize runs on the channels-last tile, before HWC2CHW."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

MEAN, STD = [123.7, 116.3, 103.5], [58.4, 57.1, 57.4]


def tiles(n):
    rng = np.random.default_rng(1)
    for i in range(n):
        yield rng.integers(0, 255, size=(32, 32, 3), dtype=np.uint8), np.int32(i % 4)


def loader(n):
    data = ds.GeneratorDataset(lambda: tiles(n), column_names=["image", "label"])
    steps = [vision.Normalize(mean=MEAN, std=STD), vision.HWC2CHW()]
    return data.map(steps, input_columns="image").batch(2)


class TileNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3)
        self.head = nn.Dense(8, 4)

    def construct(self, x):
        return self.head(self.conv(x).mean((2, 3)))


if __name__ == "__main__":
    net = TileNet()
    for image, label in loader(4).create_tuple_iterator(num_epochs=1):
        print(ops.cross_entropy(net(image), label))
