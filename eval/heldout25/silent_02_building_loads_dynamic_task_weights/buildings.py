import numpy as np

import config


def simulate(seed):
    rng = np.random.RandomState(seed)
    n = config.N_BUILDINGS
    x = rng.rand(n, len(config.FEATURES))
    heat = 10 + 25 * x[:, 0] + 8 * x[:, 6] - 6 * x[:, 4] + rng.normal(0, 1.0, n)
    cool = 14 + 12 * x[:, 0] * x[:, 6] + 10 * x[:, 4] + 3 * np.sin(6 * x[:, 5]) + rng.normal(0, 1.0, n)
    x = (x - 0.5) / 0.29
    return x.astype(np.float32), (heat[:, None] / 10).astype(np.float32), (cool[:, None] / 10).astype(np.float32)
