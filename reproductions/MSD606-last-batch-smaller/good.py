"""The pipeline drops the smaller last batch."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

BATCH = 4


def loader(batch):
    rng = np.random.default_rng(0)
    x = rng.random((10, 4)).astype(np.float32)
    return ds.NumpySlicesDataset(x, column_names=["x"], shuffle=False).batch(batch, drop_remainder=True)


class Pairs(nn.Cell):
    def construct(self, x):
        return x.reshape(BATCH // 2, 2, 4).sum(1)


if __name__ == "__main__":
    net = Pairs()
    for (x,) in loader(BATCH).create_tuple_iterator():
        print(net(x).shape)
