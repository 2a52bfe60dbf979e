import numpy as np

import config


def season_series(seed):
    """Weekly satellite indices and weather per field; target is harvested yield (t/ha)."""
    rng = np.random.RandomState(seed)
    w = np.arange(config.WEEKS)
    xs, ys = [], []
    for _ in range(config.N_FIELDS):
        vigor = rng.uniform(0.6, 1.2)
        peak = rng.uniform(9, 13)
        ndvi = 0.2 + 0.6 * vigor * np.exp(-((w - peak) / 4.0) ** 2)
        evi = 0.8 * ndvi + rng.normal(0, 0.02, config.WEEKS)
        rain = rng.gamma(2.0, 8.0, config.WEEKS)
        gdd = np.cumsum(rng.normal(80, 10, config.WEEKS)) / 1000.0
        drought = rain[6:12].sum() < 70
        xs.append(np.stack([ndvi, evi, rain / 50.0, gdd], axis=1))
        ys.append([6.0 * vigor - 1.5 * drought + rng.normal(0, 0.3)])
    return np.asarray(xs, np.float32), np.asarray(ys, np.float32)
