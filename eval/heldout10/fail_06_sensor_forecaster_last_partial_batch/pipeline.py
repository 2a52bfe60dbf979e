import numpy as np
import mindspore.dataset as ds


def synthetic_sensors(length, n_series, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(length)[:, None]
    periods = rng.uniform(8, 30, size=(1, n_series))
    series = np.sin(2 * np.pi * t / periods) + 0.1 * rng.normal(size=(length, n_series))
    return series.astype(np.float32)


def make_windows(series, window, horizon):
    xs, ys = [], []
    for s in range(len(series) - window - horizon + 1):
        xs.append(series[s:s + window])
        ys.append(series[s + window:s + window + horizon])
    return np.stack(xs), np.stack(ys)


def build_loader(cfg, length=100):
    series = synthetic_sensors(length, cfg.n_series)
    x, y = make_windows(series, cfg.window, cfg.horizon)
    loader = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=False)
    loader = loader.batch(cfg.batch_size, drop_remainder=False)  # ROOT
    return loader
