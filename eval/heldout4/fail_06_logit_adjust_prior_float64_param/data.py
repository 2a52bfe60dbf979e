"""Long-tailed synthetic classification data."""
import numpy as np


def long_tail_dataset(n, dim, num_classes, seed=0):
    rng = np.random.default_rng(seed)
    probs = 0.5 ** np.arange(num_classes)
    labels = rng.choice(num_classes, size=n, p=probs / probs.sum()).astype(np.int32)
    centers = rng.normal(0, 2, size=(num_classes, dim))
    feats = (centers[labels] + rng.normal(0, 1, size=(n, dim))).astype(np.float32)
    return feats, labels


def class_counts(labels, num_classes):
    return np.bincount(labels, minlength=num_classes) + 1
