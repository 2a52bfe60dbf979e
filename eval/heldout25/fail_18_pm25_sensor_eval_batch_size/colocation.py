import numpy as np

import config


def colocated_readings(n, seed):
    """Low-cost optical sensor readings next to a reference monitor; humidity inflates the raw PM counts."""
    rng = np.random.RandomState(seed)
    ref = rng.gamma(2.0, 8.0, n)
    rh = rng.uniform(20, 95, n)
    temp = rng.normal(15, 7, n)
    growth = 1 + 0.25 * (rh / 100) ** 2 / (1 - rh / 101)
    raw25 = ref * growth * rng.normal(1.0, 0.08, n) + rng.normal(0, 1.0, n)
    raw10 = raw25 * rng.uniform(1.3, 1.8, n)
    pressure = rng.normal(1013, 6, n)
    x = np.column_stack([raw25, raw10, rh, temp, pressure])
    return x, ref[:, None]


def standardize(train_x, *others):
    mu, sd = train_x.mean(axis=0), train_x.std(axis=0) + 1e-6
    return [((a - mu) / sd).astype(np.float32) for a in (train_x,) + others]
