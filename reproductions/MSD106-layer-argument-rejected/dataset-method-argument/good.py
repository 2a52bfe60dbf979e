"""A tabular regressor reads its batch size from a training config dict. A batch size the dataset accepts."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

TRAIN = {
    "epochs": 2,
    "batch_size": 4,
    "lr": 1e-3,
}


def loader(cfg):
    rng = np.random.default_rng(0)
    x = rng.random((16, 4)).astype(np.float32)
    y = rng.random((16, 1)).astype(np.float32)
    return ds.NumpySlicesDataset((x, y), column_names=["x", "y"], shuffle=True).batch(cfg["batch_size"])


if __name__ == "__main__":
    net = nn.Dense(4, 1)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.Adam(net.trainable_params(), TRAIN["lr"]))
    for x, y in loader(TRAIN).create_tuple_iterator():
        print(step(x, y))
