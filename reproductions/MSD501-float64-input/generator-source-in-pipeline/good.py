"""The generator yields float32 features."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def rows():
    rng = np.random.default_rng(0)
    for i in range(16):
        features = rng.random(4).astype(np.float32)
        yield features, np.int32(i % 3)


def loader(batch):
    return ds.GeneratorDataset(rows, column_names=["x", "y"], shuffle=False).batch(batch)


class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(4, 3)
        self.loss = nn.CrossEntropyLoss()

    def construct(self, x, y):
        return self.loss(self.fc(x), y)


if __name__ == "__main__":
    net = Classifier()
    for step, (x, y) in enumerate(loader(8).create_tuple_iterator()):
        print(step, net(x, y))
