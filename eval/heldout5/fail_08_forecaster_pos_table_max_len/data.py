import numpy as np


def synthetic_load(n_steps, n_series, seed=0):
    t = np.arange(n_steps, dtype=np.float32)[:, None]
    rng = np.random.default_rng(seed)
    phase = rng.random(n_series).astype(np.float32)
    return np.sin(2 * np.pi * (t / 24.0 + phase)) + 0.1 * rng.standard_normal((n_steps, n_series))


def windows(series, window, horizon, batch_size):
    starts = np.arange(0, len(series) - window - horizon, window // 2)
    for i in range(0, len(starts) - batch_size + 1, batch_size):
        xs = np.stack([series[s:s + window] for s in starts[i:i + batch_size]])
        ys = np.stack([series[s + window:s + window + horizon, 0] for s in starts[i:i + batch_size]])
        yield xs.astype(np.float32), ys.astype(np.float32)
