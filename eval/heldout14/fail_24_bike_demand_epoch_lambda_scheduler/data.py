import numpy as np
import mindspore.dataset as ds

import config


def synthetic_rentals(hours, seed):
    rng = np.random.default_rng(seed)
    hour = np.arange(hours) % 24
    weekday = (np.arange(hours) // 24) % 7
    temp = 15 + 8 * np.sin(2 * np.pi * np.arange(hours) / (24 * 7)) + rng.normal(0, 2, hours)
    rain = (rng.random(hours) < 0.15).astype(np.float64)
    commute = np.exp(-((hour - 8) ** 2) / 4) + np.exp(-((hour - 18) ** 2) / 4)
    rate = np.exp(2.0 + 1.5 * commute * (weekday < 5) + 0.04 * temp - 0.8 * rain)
    count = rng.poisson(rate)
    feats = np.stack([np.sin(2 * np.pi * hour / 24), np.cos(2 * np.pi * hour / 24), (weekday < 5).astype(float),
                      (temp - 15) / 8, rain], axis=1).astype(np.float32)
    return feats, np.log1p(count).astype(np.float32)[:, None]


def make_dataset():
    x, y = synthetic_rentals(config.NUM_HOURS, config.SEED)
    return ds.NumpySlicesDataset((x, y), column_names=["features", "log_count"], shuffle=True).batch(config.BATCH_SIZE)
