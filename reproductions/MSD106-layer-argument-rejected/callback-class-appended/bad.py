"""A trainer starts its callbacks as a list of instances and appends one more later: the class
`TimeMonitor`, not an instance. `Model.train` rejects the list ("the elements in 'callbacks' must
be Callback functions") in the caller; the line to change is the `append`, not the list."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)
from mindspore.train import LossMonitor, Model, TimeMonitor


def training_callbacks(every, timed):
    callbacks = [LossMonitor(every)]
    if timed:
        callbacks.append(TimeMonitor)  # expect: MSD106
    return callbacks


if __name__ == "__main__":
    net = nn.Dense(4, 2)
    model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.1))
    x = np.ones((8, 4), np.float32)
    y = np.zeros((8, 2), np.float32)
    data = ds.NumpySlicesDataset((x, y), column_names=["x", "y"], shuffle=False).batch(4)
    model.train(1, data, callbacks=training_callbacks(1, timed=True), dataset_sink_mode=False)
