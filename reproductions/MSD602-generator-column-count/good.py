"""One column name for each array the source returns: image, target and valid."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class LabelledTiles:
    def __init__(self, n, size=8, classes=3):
        rng = np.random.default_rng(0)
        self.images = rng.normal(size=(n, 3, size, size)).astype(np.float32)
        self.targets = rng.integers(0, classes, size=(n, size, size)).astype(np.int32)
        self.valid = (rng.random(size=(n, size, size)) > 0.2).astype(np.float32)

    def __getitem__(self, i):
        return self.images[i], self.targets[i], self.valid[i]

    def __len__(self):
        return len(self.images)


class TinySegmenter(nn.Cell):
    def __init__(self, classes=3):
        super().__init__()
        self.body = nn.SequentialCell(nn.Conv2d(3, 8, 3), nn.ReLU(), nn.Conv2d(8, classes, 1))

    def construct(self, image):
        return self.body(image)


def make_loader(n, batch):
    tiles = LabelledTiles(n)
    loader = ds.GeneratorDataset(tiles, column_names=["image", "target", "valid"], shuffle=True)
    return loader.batch(batch)


if __name__ == "__main__":
    net = TinySegmenter()
    train, held_out = make_loader(8, 4), make_loader(4, 4)
    for image, target, valid in train.create_tuple_iterator():
        logits = net(image)
        print(ops.mean(logits).asnumpy(), valid.shape)
