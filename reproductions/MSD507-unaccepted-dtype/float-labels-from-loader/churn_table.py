"""Reads the customer table: eight numeric columns, then the churn class (0, 1 or 2)."""
import numpy as np


def load_table(n=12, seed=3):
    rng = np.random.default_rng(seed)
    table = np.concatenate([rng.normal(size=(n, 8)), rng.integers(0, 3, size=(n, 1))], axis=1)
    features = table[:, :8].astype(np.float32)
    classes = table[:, 8].astype(np.float32)  # expect: MSD507
    return features, classes
