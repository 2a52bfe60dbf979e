"""The Model is built with the metrics eval reports."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Accuracy, Model

ms.set_context(mode=ms.GRAPH_MODE)


def build_model(net, lr):
    return Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), lr), metrics={"accuracy": Accuracy()})


def make_dataset():
    rng = np.random.default_rng(0)
    x = rng.random((16, 4)).astype(np.float32)
    y = (np.arange(16) % 3).astype(np.int32)
    return ds.NumpySlicesDataset((x, y), column_names=["x", "y"], shuffle=False).batch(8)


if __name__ == "__main__":
    model = build_model(nn.Dense(4, 3), 1e-3)
    model.train(1, make_dataset(), dataset_sink_mode=False)
    print(model.eval(make_dataset(), dataset_sink_mode=False))
