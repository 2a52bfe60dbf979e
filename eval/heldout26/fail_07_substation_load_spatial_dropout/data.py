import numpy as np
import mindspore.dataset as ds

import config


def feeder_windows(n, seed):
    rng = np.random.default_rng(seed)
    t = np.arange(config.HISTORY + config.HORIZON)
    daily = 1.0 + 0.5 * np.sin(2 * np.pi * (t - 14) / 48.0)
    scale = rng.uniform(0.5, 1.5, (n, config.FEEDERS, 1))
    series = scale * daily[None, None, :] + rng.normal(0, 0.05, (n, config.FEEDERS, t.size))
    x = series[:, :, :config.HISTORY].astype(np.float32)
    y = series.sum(axis=1)[:, config.HISTORY:].astype(np.float32)   # substation total
    return x, y


def build_dataset(seed):
    x, y = feeder_windows(24, seed)
    return ds.NumpySlicesDataset((x, y), column_names=["feeders", "total"], shuffle=False).batch(config.BATCH)
