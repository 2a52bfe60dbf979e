import numpy as np


def spread_holdout(n, k):
    """k validation stations spread evenly over the (geographically sorted) station list."""
    valid = np.round(np.linspace(0, n - 1, k))  # ROOT
    train = np.setdiff1d(np.arange(n), valid)
    return train.tolist(), valid.tolist()
