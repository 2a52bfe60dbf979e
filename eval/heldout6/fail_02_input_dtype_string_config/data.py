import numpy as np


def synthetic_customers(n, num_features, seed=0):
    rng = np.random.default_rng(seed)
    feats = rng.normal(size=(n, num_features)).astype(np.float32)
    churn = (feats[:, 0] + 0.5 * feats[:, 3] > 0).astype(np.int32)
    return feats, churn


def standardize(x):
    mean = x.mean(axis=0, keepdims=True)
    std = x.std(axis=0, keepdims=True) + 1e-6
    return (x - mean) / std
