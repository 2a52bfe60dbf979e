import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import pollinator_dataset


def main():
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    train = pollinator_dataset(np.random.default_rng(config.SEED))
    net = nn.SequentialCell([
        nn.Conv2d(3, 12, 3, stride=2, pad_mode="same"), nn.ReLU(),
        nn.Conv2d(12, 24, 3, stride=2, pad_mode="same"), nn.ReLU(),
        nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dense(24, len(config.TAXA)),
    ])
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    model = Model(net, loss_fn=loss, optimizer=nn.Momentum(net.trainable_params(), config.LR, 0.9),
                  metrics={"acc"})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(1)], dataset_sink_mode=False)
    print("pollinator accuracy:", model.eval(train, dataset_sink_mode=False)["acc"])


if __name__ == "__main__":
    main()
