"""The crop fits inside the tiles."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

TILE = 32
ZOOM_CROP = 24
BATCH = 4


class Tiles:
    def __init__(self, n):
        rng = np.random.default_rng(0)
        self.images = rng.integers(0, 255, size=(n, TILE, TILE, 3), dtype=np.uint8)
        self.labels = rng.integers(0, 2, size=(n,)).astype(np.int32)

    def __getitem__(self, i):
        return self.images[i], self.labels[i]

    def __len__(self):
        return len(self.labels)


def loader(n):
    data = ds.GeneratorDataset(Tiles(n), column_names=["image", "label"], shuffle=False)
    data = data.map([vision.RandomCrop(ZOOM_CROP), vision.Rescale(1 / 255.0, 0.0), vision.HWC2CHW()],
                    input_columns="image")
    return data.batch(BATCH)


class CrackNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell([nn.Conv2d(3, 8, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1)])
        self.head = nn.Dense(8, 2)

    def construct(self, x):
        return self.head(self.body(x).reshape(x.shape[0], -1))


if __name__ == "__main__":
    net = CrackNet()
    for image, label in loader(8).create_tuple_iterator(num_epochs=1):
        print(ops.cross_entropy(net(image), label))
