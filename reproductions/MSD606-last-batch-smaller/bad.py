"""A pairwise model reshapes each batch into pairs with the configured batch size. The dataset
has 10 rows and `batch(4)` keeps a last batch of 2, so the third step fails in the reshape. The
line to change is the `batch` call (drop the smaller last batch)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

BATCH = 4


def loader(batch):
    rng = np.random.default_rng(0)
    x = rng.random((10, 4)).astype(np.float32)
    return ds.NumpySlicesDataset(x, column_names=["x"], shuffle=False).batch(batch)  # expect: MSD606


class Pairs(nn.Cell):
    def construct(self, x):
        return x.reshape(BATCH // 2, 2, 4).sum(1)


if __name__ == "__main__":
    net = Pairs()
    for (x,) in loader(BATCH).create_tuple_iterator():
        print(net(x).shape)
