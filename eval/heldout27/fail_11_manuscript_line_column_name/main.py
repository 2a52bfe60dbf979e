import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from pipeline import build_dataset


def scribe_net():
    return nn.SequentialCell([
        nn.Conv2d(1, 8, 3, pad_mode="same", has_bias=True), nn.ReLU(), nn.MaxPool2d(2, 2),
        nn.Conv2d(8, 16, 3, pad_mode="same", has_bias=True), nn.ReLU(), nn.AdaptiveAvgPool2d(1),
        nn.Flatten(), nn.Dense(16, len(config.SCRIBES)),
    ])


def main():
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    net = scribe_net()
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR))
    model.train(config.EPOCHS, build_dataset(config.SEED), callbacks=[LossMonitor()], dataset_sink_mode=False)
    print("scribe classifier trained")


if __name__ == "__main__":
    main()
