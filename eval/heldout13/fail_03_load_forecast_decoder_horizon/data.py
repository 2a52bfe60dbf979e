import numpy as np
import mindspore.dataset as ds

import config


def synthetic_load(num_hours=24 * 40, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(num_hours)
    load = 50 + 10 * np.sin(2 * np.pi * t / 24) + 5 * np.sin(2 * np.pi * t / (24 * 7)) + rng.normal(0, 1, num_hours)
    temp = 15 + 8 * np.sin(2 * np.pi * (t - 6) / 24) + rng.normal(0, 0.5, num_hours)
    hour = np.sin(2 * np.pi * (t % 24) / 24)
    feats = np.stack([(load - load.mean()) / load.std(), (temp - temp.mean()) / temp.std(), hour], axis=1)
    return feats.astype(np.float32)


def windows(series):
    xs, ys = [], []
    for start in range(0, len(series) - config.LOOKBACK - config.HORIZON, 6):
        xs.append(series[start:start + config.LOOKBACK])
        ys.append(series[start + config.LOOKBACK:start + config.LOOKBACK + config.HORIZON, 0])
    return np.stack(xs), np.stack(ys)


def make_loader():
    x, y = windows(synthetic_load())
    return ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(config.BATCH_SIZE, drop_remainder=True)
