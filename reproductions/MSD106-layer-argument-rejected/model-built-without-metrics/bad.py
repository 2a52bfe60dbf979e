"""A trainer builds its `Model` in a helper with a loss and an optimizer but no metrics; training
runs, and `model.eval` then refuses ("the model argument 'metrics' can not be None"). The line to
change is where the Model is built."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Accuracy, Model

ms.set_context(mode=ms.GRAPH_MODE)


def build_model(net, lr):
    return Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), lr))  # expect: MSD106


def make_dataset():
    rng = np.random.default_rng(0)
    x = rng.random((16, 4)).astype(np.float32)
    y = (np.arange(16) % 3).astype(np.int32)
    return ds.NumpySlicesDataset((x, y), column_names=["x", "y"], shuffle=False).batch(8)


if __name__ == "__main__":
    model = build_model(nn.Dense(4, 3), 1e-3)
    model.train(1, make_dataset(), dataset_sink_mode=False)
    print(model.eval(make_dataset(), dataset_sink_mode=False))
