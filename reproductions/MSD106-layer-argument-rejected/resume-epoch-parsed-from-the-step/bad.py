"""A resumed run parses the epoch from the checkpoint's name `<prefix>-<epoch>_<step>.ckpt` but
takes the part after the underscore: the step. `Model.train` rejects an initial epoch past the
total; the line to change is the parsing helper, not the epoch setting."""
import os

import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model

ms.set_context(mode=ms.GRAPH_MODE)

TOTAL_EPOCHS = 3


def epoch_of(ckpt_path):
    stem = os.path.basename(ckpt_path)[: -len(".ckpt")]
    return int(stem.split("-")[-1].split("_")[-1])  # expect: MSD106


if __name__ == "__main__":
    net = nn.Dense(4, 1)
    model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.01))
    data = ds.NumpySlicesDataset((np.ones((8, 4), np.float32), np.zeros((8, 1), np.float32)),
                                 column_names=["x", "y"], shuffle=False).batch(4)
    start = epoch_of("/tmp/turbine-2_5.ckpt")
    model.train(TOTAL_EPOCHS, data, initial_epoch=start, dataset_sink_mode=False)
    print("done")
