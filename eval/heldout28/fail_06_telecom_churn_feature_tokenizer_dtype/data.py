import numpy as np

import config


def subscriber_table(rng):
    n = config.N_CUSTOMERS
    tenure = rng.integers(1, 72, n)
    charge = rng.normal(55, 15, n)
    data_gb = rng.gamma(2.0, 4.0, n)
    support = rng.poisson(1.5, n)
    dropped = rng.poisson(2.0, n)
    contract = rng.integers(0, 24, n)
    X = np.stack([tenure, charge, data_gb, support, dropped, contract], axis=1).astype(np.float32)
    logit = 0.6 * support + 0.4 * dropped - 0.05 * tenure - 0.08 * contract
    y = (logit + rng.normal(0, 0.5, n) > 0).astype(np.float32)[:, None]
    return X, y


def zscore(X):
    return ((X - X.mean(0)) / (X.std(0) + 1e-6)).astype(np.float32)
