import numpy as np
import mindspore.dataset as ds

import config


def daily_picks(seed):
    rng = np.random.RandomState(seed)
    t = np.arange(config.N_DAYS)
    weekly = 1.0 + 0.35 * (t % 7 < 5)
    trend = 1.0 + 0.002 * t
    peak = 1.0 + 0.8 * np.exp(-0.5 * ((t - 180) / 6.0) ** 2)
    return rng.poisson(400 * weekly * trend * peak).astype(np.float32)


def windows(series):
    scale = series.mean()
    x = np.stack([series[i:i + config.WINDOW] for i in range(len(series) - config.WINDOW)]) / scale
    y = series[config.WINDOW:, None] / scale
    return x[:, None, :].astype(np.float32), y.astype(np.float32)


def build_dataset(seed):
    x, y = windows(daily_picks(seed))
    return ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(config.BATCH_SIZE, drop_remainder=True)
