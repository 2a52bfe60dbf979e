import numpy as np
import mindspore.dataset as ds

import config as cfg


def sensor_windows(hours=80):
    rng = np.random.default_rng(cfg.SEED)
    t = np.arange(hours)
    pm = 30 + 10 * np.sin(2 * np.pi * t / 24) + rng.normal(0, 2, hours)
    other = rng.normal(size=(hours, cfg.STATIONS_FEATURES - 1))
    series = np.column_stack([pm, other]).astype(np.float32)
    xs = np.stack([series[i:i + cfg.WINDOW].reshape(-1) for i in range(hours - cfg.WINDOW)])
    ys = series[cfg.WINDOW:, :1] / 10.0
    return ds.NumpySlicesDataset({"x": xs / 10.0, "y": ys}, shuffle=False).batch(cfg.BATCH_SIZE, drop_remainder=True)
