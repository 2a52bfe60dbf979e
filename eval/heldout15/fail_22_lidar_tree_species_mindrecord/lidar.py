"""Airborne-lidar point clouds of single trees; crown shape differs between species."""
import numpy as np

SPECIES = ["spruce", "pine", "birch"]
PERCENTILES = [10, 25, 50, 75, 90, 95, 99]


def tree_points(rng, species, n=300):
    height = rng.uniform(12, 25)
    z = rng.uniform(0, 1, n) ** [0.5, 1.0, 2.0][species] * height
    radius = {0: 0.25, 1: 0.15, 2: 0.35}[species] * (height - z) ** [1.0, 0.3, 0.6][species]
    theta = rng.uniform(0, 2 * np.pi, n)
    return np.stack([radius * np.cos(theta), radius * np.sin(theta), z], axis=1)


def crown_metrics(points):
    z = points[:, 2]
    r = np.hypot(points[:, 0], points[:, 1])
    heights = np.percentile(z, PERCENTILES) / z.max()  # ROOT
    spread = np.array([r.mean(), r.std(), (z > 0.5 * z.max()).mean()], np.float32)
    return np.concatenate([heights, spread])


def survey(n_trees, seed=0):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, len(SPECIES), n_trees)
    return [(crown_metrics(tree_points(rng, s)), int(s)) for s in labels]
