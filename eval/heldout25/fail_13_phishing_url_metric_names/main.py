import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import LossMonitor

import config
from trainer import build_model
from urls import url_features


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    x, y = url_features(config.SEED)
    cut = int(0.8 * len(y))
    train = ds.NumpySlicesDataset({"x": x[:cut], "y": y[:cut]}, shuffle=True).batch(config.BATCH_SIZE)
    test = ds.NumpySlicesDataset({"x": x[cut:], "y": y[cut:]}, shuffle=False).batch(config.BATCH_SIZE)
    net = nn.SequentialCell([nn.Dense(len(config.FEATURES), 32), nn.ReLU(), nn.Dense(32, 2)])
    model = build_model(net)
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(10)], dataset_sink_mode=False)
    print(model.eval(test, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
