"""The map names a column the dataset has."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

SIGNAL_LENGTH = 64
INPUT_COLUMN = "signal"
BATCH = 4


def beats(n):
    rng = np.random.default_rng(2)
    for i in range(n):
        yield rng.standard_normal(SIGNAL_LENGTH).astype(np.float32), np.int32(i % 2)


def standardise(signal):
    return ((signal - signal.mean()) / (signal.std() + 1e-6)).astype(np.float32)


def loader(n):
    data = ds.GeneratorDataset(lambda: beats(n), column_names=["signal", "label"])
    data = data.map(operations=standardise, input_columns=INPUT_COLUMN)
    return data.batch(BATCH)


class BeatNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.head = nn.Dense(SIGNAL_LENGTH, 2)

    def construct(self, x):
        return self.head(x)


if __name__ == "__main__":
    net = BeatNet()
    for signal, label in loader(8).create_tuple_iterator(num_epochs=1):
        print(ops.cross_entropy(net(signal), label))
