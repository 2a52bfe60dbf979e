import numpy as np


def stroke_sketches(n, size, seed=0):
    """Binary images with one random horizontal and one vertical stroke."""
    rng = np.random.default_rng(seed)
    imgs = np.zeros((n, 1, size, size), dtype=np.float32)
    for i in range(n):
        r, c = rng.integers(2, size - 2, size=2)
        imgs[i, 0, r, 2:size - 2] = 1.0
        imgs[i, 0, 2:size - 2, c] = 1.0
    return imgs
