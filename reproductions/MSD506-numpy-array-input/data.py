"""Synthetic regression batches."""
import numpy as np


def make_batch(rng, n, features):
    x = rng.normal(size=(n, features)).astype(np.float32)
    y = (x.sum(axis=1, keepdims=True) > 0).astype(np.float32)
    return x, y  # expect: MSD506
