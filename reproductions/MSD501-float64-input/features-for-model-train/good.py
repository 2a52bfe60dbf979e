"""The features are made float32."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model

ms.set_context(mode=ms.GRAPH_MODE)


def make_dataset(batch):
    rng = np.random.default_rng(0)
    features = rng.normal(size=(32, 5)).astype(np.float32)
    prices = (features.sum(1, keepdims=True) * 10).astype(np.float32)
    return ds.NumpySlicesDataset((features, prices), column_names=["features", "price"], shuffle=True).batch(batch)


if __name__ == "__main__":
    net = nn.SequentialCell([nn.Dense(5, 16), nn.ReLU(), nn.Dense(16, 1)])
    model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), 1e-3))
    model.train(1, make_dataset(8), dataset_sink_mode=False)
