import numpy as np
import mindspore.dataset as ds

import config


def review_metadata(rng):
    n = config.N_REVIEWS
    length = rng.gamma(2.0, 60.0, n)
    photo = rng.random(n) < 0.3
    verified = rng.random(n) < 0.8
    stars = rng.integers(1, 6, n)
    age = rng.uniform(0, 400, n)
    rank = rng.uniform(0, 1, n)
    logit = 0.01 * length + 1.2 * photo + 0.8 * verified - 0.3 * np.abs(stars - 3) - 0.003 * age + rank - 2
    helpful = (logit + rng.normal(0, 0.5, n) > 0).astype(np.float32)
    X = np.stack([np.log1p(length), photo, verified, stars / 5, age / 400, rank], axis=1).astype(np.float32)
    return X, helpful[:, None]


def batch_size_for(n_samples):
    """Pick the batch size that gives exactly STEPS_PER_EPOCH steps (last batch may be short)."""
    return np.ceil(n_samples / config.STEPS_PER_EPOCH)  # ROOT


def review_dataset(X, y):
    dset = ds.NumpySlicesDataset({"meta": X, "helpful": y}, shuffle=True)
    return dset.batch(batch_size_for(len(X)))
