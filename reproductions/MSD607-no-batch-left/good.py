"""The loader keeps the last, smaller batch."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def make_loader(x, y, batch):
    return ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=False).batch(batch)


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
