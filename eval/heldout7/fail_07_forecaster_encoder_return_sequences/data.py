import numpy as np


def make_series(n_series, length, n_features, n_static, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(length, dtype=np.float32)
    phase = rng.random((n_series, 1)) * 2 * np.pi
    level = np.sin(t[None, :] / 4.0 + phase) + 0.1 * rng.standard_normal((n_series, length))
    extra = rng.standard_normal((n_series, length, n_features - 1)) * 0.1
    series = np.concatenate([level[..., None], extra], axis=-1).astype(np.float32)
    static = rng.standard_normal((n_series, n_static)).astype(np.float32)
    return series, static


def split_windows(series, window, horizon):
    x = series[:, :window, :]
    y = series[:, window:window + horizon, 0]
    return x, y
