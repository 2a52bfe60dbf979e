import numpy as np
import mindspore.dataset as ds
from utils import holdout_sizes

LOOKBACK = 14


def daily_readings(rng, days=365):
    doy = np.arange(days)
    rain = rng.gamma(0.6, 4.0, size=days) * (rng.random(days) < 0.3)
    moisture = 0.25 + 0.1 * np.sin(2 * np.pi * doy / 365) + 0.01 * np.cumsum(rain - rain.mean()) / 10
    return np.stack([moisture, rain, np.cos(2 * np.pi * doy / 365)], axis=1).astype(np.float32)


def sliding_windows(series):
    xs = np.stack([series[i:i + LOOKBACK] for i in range(len(series) - LOOKBACK)])
    ys = series[LOOKBACK:, 0:1]
    return xs, ys


def build_splits(seed=2, train_fraction=0.8, batch_size=32):
    xs, ys = sliding_windows(daily_readings(np.random.default_rng(seed)))
    full = ds.NumpySlicesDataset({"window": xs, "target": ys}, shuffle=False)
    train, val = full.split(holdout_sizes(len(xs), train_fraction), randomize=False)
    return train.batch(batch_size), val.batch(batch_size)
