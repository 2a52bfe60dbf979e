import numpy as np

import config


def zone_night_flows(rng, n):
    leak = rng.random(n) < 0.3
    mnf = rng.gamma(2.0, 1.0, n) + 2.5 * leak
    ratio = rng.uniform(0.1, 0.3, n) + 0.2 * leak
    pressure = rng.normal(0, 0.5, n) + 0.8 * leak
    trend = rng.normal(0, 0.3, n) + 0.5 * leak
    X = np.stack([mnf / 5, ratio, pressure, trend], axis=1).astype(np.float32)
    return X, leak.astype(np.float32)[:, None]
