import numpy as np
import mindspore.dataset as ds

import config


def station_readings(rng):
    t = np.arange(config.HOURS)
    base = np.stack([np.sin(2 * np.pi * t / 24 + k) for k in range(len(config.POLLUTANTS))], axis=1)
    readings = base[None] + rng.normal(0, 0.3, (config.STATIONS, config.HOURS, len(config.POLLUTANTS)))
    pm25 = 35 + 12 * readings[..., 0] + 6 * readings[..., 1] - 4 * readings[..., 6]
    return readings.astype(np.float32), pm25.astype(np.float32)


def lagged_dataset():
    readings, pm25 = station_readings(np.random.default_rng(config.SEED))
    xs, ys = [], []
    for s in range(config.STATIONS):
        for t in range(config.LAG, config.HOURS, 3):
            xs.append(readings[s, t - config.LAG:t].reshape(-1))
            ys.append(pm25[s, t:t + 1] / 50.0)
    data = {"lags": np.stack(xs), "pm25": np.stack(ys)}
    return ds.NumpySlicesDataset(data, shuffle=True).batch(config.BATCH_SIZE, drop_remainder=True)
