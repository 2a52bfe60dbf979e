import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from data import magnetometer_windows, make_loader
from splits import holdout_split


def main():
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    X, y = magnetometer_windows(np.random.default_rng(config.SEED))
    train_idx, val_idx = holdout_split(len(X), config.VAL_FRACTION, config.SEED)
    train = make_loader(X, y, train_idx, shuffle=True)
    val = make_loader(X, y, val_idx, shuffle=False)

    net = nn.SequentialCell([nn.Dense(config.WINDOW * config.AXES, 16), nn.ReLU(), nn.Dense(16, 2)])
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    model = Model(net, loss_fn=loss, optimizer=opt, metrics={"acc"})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
    print("validation accuracy:", model.eval(val, dataset_sink_mode=False)["acc"])


if __name__ == "__main__":
    main()
