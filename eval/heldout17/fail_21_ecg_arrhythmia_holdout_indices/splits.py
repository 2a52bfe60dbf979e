import numpy as np


def spread_holdout(n, val_fraction):
    """Hold out records spread evenly over the recording sessions."""
    n_val = int(n * val_fraction)
    val_idx = np.linspace(0, n - 1, n_val)  # ROOT
    train_mask = np.ones(n, dtype=bool)
    train_mask[val_idx] = False
    return np.flatnonzero(train_mask), val_idx
