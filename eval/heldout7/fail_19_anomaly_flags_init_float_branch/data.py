import numpy as np


def sensor_windows(n, channels, length, anomaly_every=4, seed=0):
    rng = np.random.default_rng(seed)
    t = np.linspace(0, 4 * np.pi, length, dtype=np.float32)
    x = np.sin(t)[None, None, :] + 0.05 * rng.standard_normal((n, channels, length)).astype(np.float32)
    x[::anomaly_every, :, length // 2:length // 2 + 4] += 3.0
    return x.astype(np.float32)


def quantile_threshold(errors, q=0.9):
    return float(np.quantile(errors, q))
