import numpy as np

import config


def simulate(seed):
    rng = np.random.RandomState(seed)
    x = rng.randn(config.N_APPLICANTS, config.N_FEATURES)
    w = rng.randn(config.N_FEATURES) * 0.6
    p = 1 / (1 + np.exp(-(x @ w - 0.3)))
    y = (rng.rand(config.N_APPLICANTS) < p).astype(np.int32)
    return x.astype(np.float32), y


def splits(x, y):
    a, b = int(0.6 * len(y)), int(0.8 * len(y))
    return (x[:a], y[:a]), (x[a:b], y[a:b]), (x[b:], y[b:])
