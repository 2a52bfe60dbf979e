import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from layers import build_tower


def customers(rng, n=96):
    x = rng.normal(size=(n, config.NUM_FEATURES)).astype(np.float32)
    tenure, complaints = x[:, 0], x[:, 3]
    churn = (complaints - tenure + 0.3 * rng.normal(size=n) > 0.5).astype(np.float32)[:, None]
    return x, churn


def main():
    ms.set_seed(config.SEED)
    x, y = customers(np.random.default_rng(config.SEED))
    train_ds = ds.NumpySlicesDataset({"x": x, "churn": y}, shuffle=False).batch(32)
    net = build_tower(config.NUM_FEATURES, config.HIDDEN_UNITS, config.DROPOUT)
    model = Model(net, nn.BCEWithLogitsLoss(), nn.Adam(net.trainable_params(), config.LR))
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(3)], dataset_sink_mode=False)


if __name__ == "__main__":
    main()
