import numpy as np


def holdout_indices(num_clips, val_fraction):
    """Evenly spaced validation clips so every album contributes; the rest is training."""
    n_val = int(round(num_clips * val_fraction))
    val = np.linspace(0, num_clips - 1, n_val)  # ROOT
    train = np.setdiff1d(np.arange(num_clips), val)
    return train.tolist(), val.tolist()
