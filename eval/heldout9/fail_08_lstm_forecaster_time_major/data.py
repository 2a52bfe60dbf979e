import numpy as np


def sine_series(num_series, length, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(length)[:, None]
    freq = rng.uniform(0.05, 0.2, size=(1, num_series))
    phase = rng.uniform(0, np.pi, size=(1, num_series))
    return (np.sin(freq * t + phase) + 0.05 * rng.standard_normal((length, num_series))).astype(np.float32)


def windows(series, lookback, horizon):
    xs, ys = [], []
    for start in range(len(series) - lookback - horizon):
        xs.append(series[start:start + lookback])
        ys.append(series[start + lookback:start + lookback + horizon])
    return np.stack(xs), np.stack(ys)
