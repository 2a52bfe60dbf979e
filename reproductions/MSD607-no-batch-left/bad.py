"""A classifier's validation split has 10 rows and the loader batches with 16, dropping the
last, smaller batch: the evaluation loop never runs and `Accuracy.eval` has no sample. The line
to change is the `batch` call."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def make_loader(x, y, batch):
    return ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=False).batch(batch, drop_remainder=True)  # expect: MSD607


def evaluate(net, loader):
    metric = nn.Accuracy("classification")
    for row in loader.create_dict_iterator():
        metric.update(net(row["x"]), row["y"])
    return metric.eval()


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    x = rng.random((10, 4)).astype(np.float32)
    y = (np.arange(10) % 2).astype(np.int32)
    print(evaluate(nn.Dense(4, 2), make_loader(x, y, 16)))
