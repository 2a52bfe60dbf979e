"""The labels are cast to int32, the class indices the loss needs."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.transforms as T
from mindspore import nn
from mindspore.train import Model

ms.set_context(mode=ms.GRAPH_MODE)


def customers():
    rng = np.random.default_rng(0)
    for i in range(16):
        yield rng.random(6).astype(np.float32), np.int32(i % 2)


def make_dataset(batch):
    data = ds.GeneratorDataset(customers, ["features", "churned"], shuffle=False)
    data = data.map(operations=T.TypeCast(ms.int32), input_columns="churned")
    return data.batch(batch)


if __name__ == "__main__":
    net = nn.SequentialCell([nn.Dense(6, 16), nn.ReLU(), nn.Dense(16, 2)])
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3))
    train_set = make_dataset(8)
    model.train(1, train_set, dataset_sink_mode=False)
