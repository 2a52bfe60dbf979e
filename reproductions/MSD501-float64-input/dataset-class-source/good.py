"""The dataset class makes float32 features."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Readings:
    def __init__(self, n):
        rng = np.random.default_rng(0)
        self.x = rng.random((n, 4)).astype(np.float32)
        self.y = (np.arange(n) % 3).astype(np.int32)

    def __getitem__(self, i):
        return self.x[i], self.y[i]

    def __len__(self):
        return len(self.y)


def loader(batch):
    return ds.GeneratorDataset(Readings(16), ["x", "y"], shuffle=False).batch(batch)


class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(4, 3)
        self.loss = nn.CrossEntropyLoss()

    def construct(self, x, y):
        return self.loss(self.fc(x), y)


if __name__ == "__main__":
    net = Classifier()
    for x, y in loader(8).create_tuple_iterator():
        print(net(x, y))
