import numpy as np
import mindspore.dataset as ds

import config as cfg


def station_hours(n, start_hour, rng):
    h = (start_hour + np.arange(n)) % 24
    weekday = ((start_hour + np.arange(n)) // 24 % 7 < 5).astype(np.float64)
    temp = 15 + 8 * np.sin(2 * np.pi * (h - 9) / 24) + rng.normal(0, 2, n)
    hum = rng.uniform(30, 90, n)
    wind = rng.gamma(2, 4, n)
    rain = (rng.random(n) < 0.1).astype(np.float64)
    commute = weekday * (np.exp(-((h - 8) ** 2) / 3) + np.exp(-((h - 17) ** 2) / 4))
    rentals = 20 + 180 * commute + 3 * temp - 60 * rain + rng.normal(0, 10, n)
    x = np.stack([np.sin(2 * np.pi * h / 24), np.cos(2 * np.pi * h / 24), weekday,
                  temp / 30, hum / 100, wind / 30, rain], axis=1).astype(np.float32)
    y = np.log1p(np.clip(rentals, 0, None)).astype(np.float32)[:, None]
    return x, y


def demand_datasets(seed):
    rng = np.random.default_rng(seed)
    x_tr, y_tr = station_hours(cfg.TRAIN_HOURS, 0, rng)
    x_va, y_va = station_hours(cfg.VAL_HOURS, cfg.TRAIN_HOURS, rng)
    train = ds.NumpySlicesDataset({"x": x_tr, "y": y_tr}, shuffle=False).batch(cfg.BATCH_SIZE)
    val = ds.NumpySlicesDataset({"x": x_va, "y": y_va}, shuffle=False).batch(cfg.BATCH_SIZE)
    return train, val
