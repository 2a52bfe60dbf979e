"""A trainer collects its callbacks in a helper. One entry is the class `TimeMonitor`, not an
instance; `Model.train` rejects the list ("the elements in 'callbacks' must be Callback
functions") when training starts, in the caller. The line to change is the helper's list."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)
from mindspore.train import LossMonitor, Model, TimeMonitor


def default_callbacks(every):
    return [LossMonitor(every), TimeMonitor]  # expect: MSD106


if __name__ == "__main__":
    net = nn.Dense(4, 2)
    model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.1))
    x = np.ones((8, 4), np.float32)
    y = np.zeros((8, 2), np.float32)
    data = ds.NumpySlicesDataset((x, y), column_names=["x", "y"], shuffle=False).batch(4)
    model.train(1, data, callbacks=default_callbacks(1), dataset_sink_mode=False)
