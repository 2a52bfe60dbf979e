import numpy as np
import mindspore.dataset as ds

import config


def tonnage(seed=0):
    rng = np.random.default_rng(seed)
    weeks = np.arange(config.WEEKS)
    out = []
    for _ in range(config.ROUTES):
        level = rng.uniform(50, 200)
        season = 0.2 * level * np.sin(2 * np.pi * weeks / 52 + rng.uniform(0, 2 * np.pi))
        trend = rng.uniform(-0.1, 0.4) * weeks
        out.append(level + season + trend + rng.normal(0, 5, config.WEEKS))
    return np.stack(out).astype(np.float32)


def supervised_windows(series):
    xs, ys = [], []
    for route in series:
        scale = route.mean()
        for t in range(config.LAGS, len(route) - config.HORIZON + 1):
            week = t % 52
            feats = np.concatenate([route[t - config.LAGS:t] / scale,
                                    [np.sin(2 * np.pi * week / 52), np.cos(2 * np.pi * week / 52)]])
            xs.append(feats)
            ys.append([route[t] / scale])
    return np.array(xs, np.float32), np.array(ys, np.float32)


def cargo_dataset():
    x, y = supervised_windows(tonnage())
    return ds.NumpySlicesDataset((x, y), ["lags", "next_week"], shuffle=True).batch(config.BATCH)
