import numpy as np

import config


def velocity_counts(rng):
    """Count features per transaction; fraudsters burst many small transactions across merchants."""
    n = config.N_TRANSACTIONS
    fraud = rng.random(n) < config.FRAUD_RATE
    lam = np.where(fraud[:, None], [6, 20, 9, 3, 4, 12], [1, 5, 3, 1, 0.3, 2])
    counts = rng.poisson(lam)
    return counts, fraud


def build_matrix(counts):
    """log1p-compress the heavy-tailed counts before they reach the network."""
    return np.log1p(counts).astype(np.int32)  # ROOT
