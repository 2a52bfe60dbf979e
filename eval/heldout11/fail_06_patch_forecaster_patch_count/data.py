import numpy as np


def load_load_curves(num_series, length, seed=0):
    """Synthetic hourly electricity load: daily cycle + trend + noise per meter."""
    rng = np.random.default_rng(seed)
    t = np.arange(length, dtype=np.float32)
    phase = rng.uniform(0, 2 * np.pi, size=(num_series, 1)).astype(np.float32)
    series = np.sin(2 * np.pi * t / 24.0 + phase) + 0.01 * t + 0.1 * rng.standard_normal((num_series, length))
    return series.astype(np.float32)


def sliding_windows(series, seq_len, horizon, step=6):
    xs, ys = [], []
    for start in range(0, series.shape[1] - seq_len - horizon + 1, step):
        xs.append(series[:, start:start + seq_len])
        ys.append(series[:, start + seq_len:start + seq_len + horizon])
    return np.stack(xs).astype(np.float32), np.stack(ys).astype(np.float32)
