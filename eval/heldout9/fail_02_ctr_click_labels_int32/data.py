import numpy as np

FIELD_DIMS = [12, 7, 30, 5]


def make_impressions(n, seed=0):
    rng = np.random.default_rng(seed)
    cols = [rng.integers(0, d, size=n) for d in FIELD_DIMS]
    ids = np.stack(cols, axis=1).astype(np.int32)
    offsets = np.cumsum([0] + FIELD_DIMS[:-1]).astype(np.int32)
    ids = ids + offsets
    clicks = (rng.random(n) < 0.3)
    return ids, clicks


def batches(ids, clicks, batch_size):
    for start in range(0, len(ids) - batch_size + 1, batch_size):
        x = ids[start:start + batch_size]
        y = clicks[start:start + batch_size].reshape(-1, 1).astype(np.int32)  # ROOT
        yield x, y
