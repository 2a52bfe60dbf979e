"""Degradation trajectories for a few simulated engines, cut into sliding windows."""
import numpy as np

import config


def simulate_engine(rng, life):
    t = np.arange(life, dtype=np.float32)
    wear = (t / life) ** 2
    base = rng.normal(0, 1, size=(1, config.NUM_SENSORS)).astype(np.float32)
    gain = rng.uniform(0.5, 2.0, size=(1, config.NUM_SENSORS)).astype(np.float32)
    noise = rng.normal(0, 0.1, size=(life, config.NUM_SENSORS)).astype(np.float32)
    return base + gain * wear[:, None] + noise


def sliding_windows(seed=0):
    rng = np.random.default_rng(seed)
    xs, ys = [], []
    for _ in range(config.NUM_ENGINES):
        life = int(rng.integers(80, 140))
        signals = simulate_engine(rng, life)
        for end in range(config.WINDOW, life + 1, 5):
            xs.append(signals[end - config.WINDOW:end].T)          # (sensors, window)
            ys.append(min(life - end, config.RUL_CAP) / config.RUL_CAP)
    return np.stack(xs).astype(np.float32), np.array(ys, np.float32)[:, None]


def batches(x, y, batch_size, rng):
    order = rng.permutation(len(x))
    for start in range(0, len(x) - batch_size + 1, batch_size):
        idx = order[start:start + batch_size]
        yield x[idx], y[idx]
