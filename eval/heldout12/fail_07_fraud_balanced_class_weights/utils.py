import numpy as np
import mindspore as ms


def compute_class_weights(labels, num_classes):
    """sklearn-style 'balanced' weights: n_samples / (n_classes * bincount)."""
    counts = np.bincount(labels, minlength=num_classes).astype(np.float64)
    weights = len(labels) / (num_classes * np.maximum(counts, 1.0))
    return weights.astype(np.float32)  # ROOT


def standardize(train, other):
    mu, sd = train.mean(axis=0), train.std(axis=0) + 1e-6
    return (train - mu) / sd, (other - mu) / sd


def to_tensor(x, dtype=ms.float32):
    return ms.Tensor(np.ascontiguousarray(x), dtype)
