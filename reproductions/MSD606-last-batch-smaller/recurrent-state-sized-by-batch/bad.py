"""A forecaster keeps its GRU's initial state sized by the configured batch. The series has 20
rows and batches of 6 leave a last batch of 2, which fails against the state in graph mode. The
line to change is the `batch` call in the data module."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

BATCH = 6
HIDDEN = 8


def loader():
    rng = np.random.default_rng(0)
    data = ds.NumpySlicesDataset(rng.random((20, 5, 3)).astype(np.float32), column_names=["seq"], shuffle=False)
    return data.batch(BATCH)  # expect: MSD606


class Forecaster(nn.Cell):
    def __init__(self):
        super().__init__()
        self.rnn = nn.GRU(3, HIDDEN, batch_first=True)
        self.h0 = ops.zeros((1, BATCH, HIDDEN), ms.float32)
        self.head = nn.Dense(HIDDEN, 1)

    def construct(self, seq):
        out, _ = self.rnn(seq, self.h0)
        return self.head(out[:, -1])


if __name__ == "__main__":
    net = Forecaster()
    for (seq,) in loader().create_tuple_iterator():
        print(net(seq).shape)
