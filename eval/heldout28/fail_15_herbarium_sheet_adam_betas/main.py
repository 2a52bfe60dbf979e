import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import sheet_dataset
from optim import build_optimizer


def build_net():
    return nn.SequentialCell([
        nn.Conv2d(config.CHANNELS, 16, 3, stride=2, pad_mode="same"), nn.BatchNorm2d(16), nn.ReLU(),
        nn.Conv2d(16, 32, 3, stride=2, pad_mode="same"), nn.BatchNorm2d(32), nn.ReLU(),
        nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dense(32, len(config.GENERA)),
    ])


def main():
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    train = sheet_dataset(np.random.default_rng(config.SEED))
    net = build_net()
    opt = build_optimizer(net, config)
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    model = Model(net, loss_fn=loss, optimizer=opt, metrics={"acc"})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(2)], dataset_sink_mode=False)
    print("genus accuracy:", model.eval(train, dataset_sink_mode=False)["acc"])


if __name__ == "__main__":
    main()
