"""A training script takes its mixed-precision level from the environment, with a default that is
not a level MindSpore has. `Model` rejects it ("The 'level' should be in ...", the `amp_level`
argument) while it builds the training network. The line to change is the default."""
import os
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)
from mindspore.train import Model

PRECISION = os.environ.get("PRECISION_LEVEL", "O0")

if __name__ == "__main__":
    net = nn.Dense(4, 2)
    model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.01), amp_level=PRECISION)
    x = np.ones((8, 4), np.float32)
    y = np.zeros((8, 2), np.float32)
    model.train(1, ds.NumpySlicesDataset((x, y), column_names=["x", "y"], shuffle=False).batch(4),
                dataset_sink_mode=False)
