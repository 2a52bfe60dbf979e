import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

from trainer import make_model, train_and_validate


def readings(rows, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(rows, 3)).astype(np.float32)
    return ds.NumpySlicesDataset((x, x.sum(axis=1, keepdims=True)), ["x", "y"], shuffle=False).batch(4)


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    net = nn.Dense(3, 1)
    model = make_model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.01), metrics={"mae": nn.MAE()})
    train_and_validate(model, readings(8, 0), readings(4, 1))
    print("validated")
