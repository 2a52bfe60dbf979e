import numpy as np


def sample_shapes(n, num_points, seed=0):
    """Spheres (0), cubes (1) and flat discs (2) as point clouds."""
    rng = np.random.default_rng(seed)
    clouds, labels = [], []
    for i in range(n):
        label = i % 3
        p = rng.standard_normal((num_points, 3))
        if label == 0:
            p /= np.linalg.norm(p, axis=1, keepdims=True)
        elif label == 1:
            p = rng.uniform(-1, 1, (num_points, 3))
        else:
            p[:, 2] *= 0.05
        clouds.append(p)
        labels.append(label)
    return np.stack(clouds).astype(np.float32), np.array(labels, np.int32)


def jitter(points, rng, sigma=0.01):
    return (points + sigma * rng.standard_normal(points.shape)).astype(np.float32)
