import numpy as np

import config as cfg


def synthetic_loans(n, seed=0):
    rng = np.random.default_rng(seed)
    numeric = np.column_stack([
        rng.lognormal(10.5, 0.4, n),
        rng.lognormal(9.5, 0.6, n),
        rng.choice([36, 60], n),
        rng.normal(680, 50, n),
        rng.beta(2, 5, n),
    ])
    cats = np.column_stack([rng.integers(0, k, n) for k in cfg.CATEGORICAL.values()]).astype(np.int32)
    risk = -0.01 * (numeric[:, 3] - 680) + 3.0 * numeric[:, 4] + 0.3 * (cats[:, 0] == 2)
    default = (risk + rng.normal(0, 0.5, n) > 1.0).astype(np.float32)
    return numeric, cats, default


def standardize(numeric):
    mu = numeric.mean(axis=0)
    sd = numeric.std(axis=0) + 1e-6
    return ((numeric - mu) / sd).astype(np.float32)
