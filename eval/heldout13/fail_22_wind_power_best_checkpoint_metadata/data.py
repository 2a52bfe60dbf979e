import numpy as np

import config


def turbine_series(n=2000, seed=0):
    rng = np.random.default_rng(seed)
    wind = np.clip(8 + np.cumsum(rng.normal(0, 0.3, n)) * 0.2 + 2 * np.sin(np.arange(n) / 40), 0, None)
    power = np.clip((wind / 12.0) ** 3, 0, 1) + rng.normal(0, 0.02, n)
    return np.stack([wind / 15.0, power], axis=1).astype(np.float32)


def to_windows(series):
    xs = np.stack([series[i:i + config.LOOKBACK] for i in range(len(series) - config.LOOKBACK)])
    ys = series[config.LOOKBACK:, 1:2]
    return xs, ys


def iterate(xs, ys, rng=None):
    order = rng.permutation(len(xs)) if rng is not None else np.arange(len(xs))
    for s in range(0, len(order) - config.BATCH_SIZE + 1, config.BATCH_SIZE):
        idx = order[s:s + config.BATCH_SIZE]
        yield xs[idx], ys[idx]
