import numpy as np
import mindspore.dataset as ds

import config


def simulate_occupancy():
    rng = np.random.default_rng(config.SEED)
    t = np.arange(config.NUM_SNAPSHOTS + config.HISTORY + 1)
    daily = 0.5 + 0.4 * np.sin(2 * np.pi * (t % 48) / 48.0)
    lots = np.stack([np.clip(daily * rng.uniform(0.7, 1.1) + rng.normal(0, 0.05, t.size), 0, 1)
                     for _ in range(config.NUM_LOTS)], axis=1)
    return lots.astype(np.float32)


def make_samples(series):
    x = np.stack([series[i:i + config.HISTORY].reshape(-1) for i in range(config.NUM_SNAPSHOTS)])
    y = np.stack([series[i + config.HISTORY] for i in range(config.NUM_SNAPSHOTS)])
    return x.astype(np.float32), y.astype(np.float32)


def build_dataset(x, y):
    data = ds.NumpySlicesDataset({"history": x, "next": y}, shuffle=True)
    return data.batch(config.BATCH_SIZE, drop_remainder=True)
