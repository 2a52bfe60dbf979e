import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor
import mindspore.dataset as ds

import config
from model import SpeedTransformer


def loop_detector_windows(rng, n):
    t = np.arange(config.WINDOW_STEPS + 1, dtype=np.float32)
    base = 60 - 25 * np.exp(-((t - 50) / 12.0) ** 2)
    speeds = base[None, :, None] + rng.normal(0, 3, size=(n, t.size, config.NUM_SENSORS))
    speeds = (speeds / 100.0).astype(np.float32)
    return speeds[:, :-1, :], speeds[:, -1, :]


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    x, y = loop_detector_windows(np.random.default_rng(config.SEED), 16)
    train_ds = ds.NumpySlicesDataset({"speeds": x, "next": y}, shuffle=False).batch(config.BATCH_SIZE)
    net = SpeedTransformer(config.NUM_SENSORS, config.D_MODEL, config.MAX_POSITIONS)
    model = Model(net, loss_fn=nn.MSELoss(), optimizer=nn.Adam(net.trainable_params(), 1e-3))
    model.train(1, train_ds, callbacks=[LossMonitor(2)], dataset_sink_mode=False)


if __name__ == "__main__":
    main()
