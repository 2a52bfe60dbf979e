import numpy as np


def sine_windows(n_series=64, length=400, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(length, dtype=np.float32)
    freq = rng.uniform(0.01, 0.05, size=(n_series, 1)).astype(np.float32)
    phase = rng.uniform(0, 2 * np.pi, size=(n_series, 1)).astype(np.float32)
    noise = rng.normal(0, 0.05, size=(n_series, length)).astype(np.float32)
    return np.sin(freq * t + phase) + noise


def window_batches(series, context=48, horizon=12, batch_size=32, seed=0):
    rng = np.random.default_rng(seed)
    n, length = series.shape
    while True:
        rows = rng.integers(0, n, size=batch_size)
        starts = rng.integers(0, length - context - horizon, size=batch_size)
        x = np.stack([series[r, s:s + context] for r, s in zip(rows, starts)])[:, None, :]
        y = np.stack([series[r, s + context:s + context + horizon] for r, s in zip(rows, starts)])
        yield x.astype(np.float32), y.astype(np.float32)
