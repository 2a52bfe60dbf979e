import numpy as np


def transactions(n, n_features, fraud_rate, seed=0):
    rng = np.random.default_rng(seed)
    y = (rng.random(n) < fraud_rate).astype(np.int32)
    x = rng.standard_normal((n, n_features)).astype(np.float32)
    x[y == 1, :2] += 1.5
    return x, y
