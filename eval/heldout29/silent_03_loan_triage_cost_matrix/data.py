import numpy as np

import config


def applications(rng, n):
    income = rng.gamma(4.0, 12.0, n)
    dti = rng.uniform(0.05, 0.6, n)
    history = rng.uniform(0, 20, n)
    missed = rng.poisson(1.0, n)
    amount = rng.uniform(5, 60, n)
    risk = 3.0 * dti + 0.6 * missed - 0.08 * history + 0.02 * amount - 0.01 * income
    defaults = (risk + rng.normal(0, 0.4, n) > 1.6).astype(np.int32)
    X = np.stack([income / 50, dti, history / 20, missed / 3, amount / 60], axis=1).astype(np.float32)
    return X, defaults
