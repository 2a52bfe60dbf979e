"""Synthetic hourly buoy observations and the significant wave height three hours ahead."""
import numpy as np
import mindspore.dataset as ds

import config


def buoy_series(seed):
    rng = np.random.default_rng(seed)
    t = np.arange(config.NUM_HOURS)
    wind = 8 + 4 * np.sin(t / 30) + rng.normal(0, 1, t.size)
    wdir = 2 * np.pi * rng.random() + t / 200
    pressure = 1013 - 0.8 * (wind - 8) + rng.normal(0, 1, t.size)
    sst = 14 + 0.5 * np.sin(t / 300)
    hs = np.convolve(0.04 * wind ** 1.5, np.ones(6) / 6, mode="same") + rng.normal(0, 0.05, t.size)
    feats = np.stack([wind, np.sin(wdir) * np.ones_like(t), np.cos(wdir) * np.ones_like(t), pressure, sst, hs], 1)
    x, y = feats[:-3], hs[3:]
    x = (x - x.mean(0)) / (x.std(0) + 1e-6)
    return x.astype(np.float32), y[:, None].astype(np.float32)


def splits(seed):
    x, y = buoy_series(seed)
    cut = int(0.8 * len(x))
    train = ds.NumpySlicesDataset({"x": x[:cut], "hs": y[:cut]}, shuffle=True).batch(config.BATCH_SIZE)
    valid = ds.NumpySlicesDataset({"x": x[cut:], "hs": y[cut:]}, shuffle=False).batch(config.BATCH_SIZE)
    return train, valid
