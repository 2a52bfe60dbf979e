import numpy as np


def click_log(n, field_sizes, num_dense, seed=0):
    rng = np.random.default_rng(seed)
    sparse = np.stack([rng.integers(0, s, size=n) for s in field_sizes], axis=1).astype(np.int32)
    dense = rng.normal(size=(n, num_dense)).astype(np.float32)
    logit = 0.8 * dense[:, 0] - 0.5 * (sparse[:, 2] % 2) + 0.1 * rng.normal(size=n)
    clicks = (logit > 0).astype(np.float32).reshape(-1, 1)
    return sparse, dense, clicks


def offsets(field_sizes):
    return np.concatenate([[0], np.cumsum(field_sizes)[:-1]]).astype(np.int32)
