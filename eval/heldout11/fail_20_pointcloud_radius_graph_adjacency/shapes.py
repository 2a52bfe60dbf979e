import numpy as np


def sample_shape(kind, n, rng):
    if kind == 0:
        p = rng.normal(size=(n, 3))
        p /= np.linalg.norm(p, axis=1, keepdims=True)
    elif kind == 1:
        p = rng.uniform(-1, 1, size=(n, 3))
        face = rng.integers(0, 3, size=n)
        p[np.arange(n), face] = np.sign(p[np.arange(n), face])
    else:
        theta = rng.uniform(0, 2 * np.pi, n)
        p = np.stack([np.cos(theta), np.sin(theta), rng.uniform(-1, 1, n)], axis=1)
    return p.astype(np.float32)


def shape_batch(batch, n, num_classes, rng):
    labels = rng.integers(0, num_classes, size=batch).astype(np.int32)
    clouds = np.stack([sample_shape(k, n, rng) for k in labels])
    return clouds, labels
