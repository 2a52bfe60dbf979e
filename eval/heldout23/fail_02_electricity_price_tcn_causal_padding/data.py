import numpy as np

import config as cfg
from utils import zscore


def synthetic_market(hours, rng):
    t = np.arange(hours)
    hour = t % 24
    load = 1.0 + 0.3 * np.sin(2 * np.pi * (hour - 7) / 24) + 0.05 * rng.standard_normal(hours)
    wind = np.clip(0.4 + 0.2 * np.sin(2 * np.pi * t / 160) + 0.1 * rng.standard_normal(hours), 0, None)
    solar = np.clip(np.sin(np.pi * (hour - 6) / 12), 0, None)
    price = 40 + 30 * load - 25 * wind - 10 * solar + 2 * rng.standard_normal(hours)
    table = np.stack([price, load, wind, solar, np.sin(2 * np.pi * hour / 24),
                      np.cos(2 * np.pi * hour / 24)], axis=1)
    return zscore(table).astype(np.float32)


def make_windows(table, n):
    xs, ys = [], []
    for start in range(n):
        end = start + cfg.LOOKBACK_HOURS
        xs.append(table[start:end].T)
        ys.append(table[end:end + cfg.HORIZON_HOURS, 0])
    return np.stack(xs), np.stack(ys)
