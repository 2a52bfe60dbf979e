import numpy as np

SHAPES = ["sphere", "cube", "cylinder", "cone"]


def sample_shape(kind, n, rng):
    if kind == "sphere":
        p = rng.normal(size=(n, 3))
        return p / np.linalg.norm(p, axis=1, keepdims=True)
    if kind == "cube":
        p = rng.uniform(-1, 1, size=(n, 3))
        face = rng.integers(0, 3, size=n)
        p[np.arange(n), face] = np.sign(p[np.arange(n), face])
        return p
    theta = rng.uniform(0, 2 * np.pi, size=n)
    z = rng.uniform(-1, 1, size=n)
    r = np.ones(n) if kind == "cylinder" else (1 - z) / 2
    return np.stack([r * np.cos(theta), r * np.sin(theta), z], axis=1)


def point_cloud_batch(batch, n_points, rng):
    labels = rng.integers(0, len(SHAPES), size=batch)
    clouds = np.stack([sample_shape(SHAPES[l], n_points, rng) for l in labels])
    clouds += rng.normal(scale=0.02, size=clouds.shape)
    return clouds.astype(np.float32), labels.astype(np.int32)
