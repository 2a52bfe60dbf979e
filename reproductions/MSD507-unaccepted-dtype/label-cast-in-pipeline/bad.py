"""A sensor classifier's pipeline casts its label column with `TypeCast`, to float32 as the
features are; `CrossEntropyLoss` needs class indices (int32) and rejects the labels in graph
mode, inside the model, far from the `map`. The line to change is the cast."""
import mindspore.dataset.transforms as T
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def rows():
    rng = np.random.default_rng(0)
    for i in range(16):
        yield rng.random(4).astype(np.float32), np.int64(i % 3)


def loader(batch):
    data = ds.GeneratorDataset(rows, ["x", "y"], shuffle=False)
    data = data.map(T.TypeCast(ms.float32), input_columns="y")  # expect: MSD507
    return data.batch(batch)


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
