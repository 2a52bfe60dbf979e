import numpy as np


def holdout_split(n_samples, val_fraction, seed):
    """Shuffle sample ids once and cut off the first val_fraction of them for validation."""
    order = np.random.default_rng(seed).permutation(n_samples + 1)  # ROOT
    n_val = int(round(val_fraction * n_samples))
    return order[n_val:].tolist(), order[:n_val].tolist()
