import numpy as np


def clip_table(n, rng):
    features = rng.normal(0, 1, (n, 6))
    species = rng.integers(0, 3, n)
    return np.column_stack([features, species]).astype(np.float32)


def split_features_labels(table):
    features = table[:, :-1]
    labels = table[:, -1].astype(np.int32)
    return features, labels
