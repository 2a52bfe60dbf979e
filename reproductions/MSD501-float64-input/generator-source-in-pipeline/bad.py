"""A generator source yields features straight from NumPy's random generator, float64; the
pipeline batches them unchanged and the model's first Dense fails in graph mode. The line to
change is where the generator makes them."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def rows():
    rng = np.random.default_rng(0)
    for i in range(16):
        features = rng.random(4)  # expect: MSD501
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
