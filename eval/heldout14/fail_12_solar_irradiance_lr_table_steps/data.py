import numpy as np
import mindspore.dataset as ds

import config


def irradiance_series(hours, seed):
    rng = np.random.default_rng(seed)
    t = np.arange(hours + config.WINDOW + config.HORIZON)
    clear_sky = np.clip(np.sin(2 * np.pi * (t % 24 - 6) / 24), 0, None) * 900
    clouds = np.clip(1 - 0.6 * rng.random(t.size) ** 3, 0, 1)
    return (clear_sky * clouds / 1000.0).astype(np.float32)


def windows(series, n):
    x = np.stack([series[i:i + config.WINDOW] for i in range(n)])
    y = np.stack([series[i + config.WINDOW:i + config.WINDOW + config.HORIZON] for i in range(n)])
    hour = (np.arange(n) + config.WINDOW) % 24
    feats = np.concatenate([x, np.sin(2 * np.pi * hour / 24)[:, None], np.cos(2 * np.pi * hour / 24)[:, None]], axis=1)
    return feats.astype(np.float32), y.astype(np.float32)


def make_dataset():
    x, y = windows(irradiance_series(config.NUM_SAMPLES, config.SEED), config.NUM_SAMPLES)
    return ds.NumpySlicesDataset((x, y), column_names=["history", "target"], shuffle=True).batch(config.BATCH_SIZE)
