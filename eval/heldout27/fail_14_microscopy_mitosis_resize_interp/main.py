import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from data import build_dataset


def main():
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    ds.config.set_seed(config.SEED)
    net = nn.SequentialCell([
        nn.Conv2d(3, 16, 3, pad_mode="same", has_bias=True), nn.ReLU(), nn.MaxPool2d(2, 2),
        nn.Conv2d(16, 16, 3, pad_mode="same", has_bias=True), nn.ReLU(), nn.AdaptiveMaxPool2d(1),
        nn.Flatten(), nn.Dense(16, 2),
    ])
    model = Model(net, nn.CrossEntropyLoss(), nn.SGD(net.trainable_params(), learning_rate=config.LR))
    model.train(config.EPOCHS, build_dataset(config.SEED), callbacks=[LossMonitor()], dataset_sink_mode=False)
    print("mitosis detector trained")


if __name__ == "__main__":
    main()
