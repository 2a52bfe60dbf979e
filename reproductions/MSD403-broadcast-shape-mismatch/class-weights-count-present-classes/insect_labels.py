"""Labels of insect wingbeat recordings and the class weights that balance them."""
import numpy as np

SPECIES = ["aedes", "anopheles", "culex", "fruit_fly", "house_fly", "honeybee"]


def recordings(n, seed=0):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, len(SPECIES) - 1, n).astype(np.int32)   # no honeybee in this field batch
    return rng.normal(0, 1, (n, 10)).astype(np.float32), labels


def balanced_weights(labels):
    _, counts = np.unique(labels, return_counts=True)  # expect: MSD403
    weights = counts.sum() / (len(counts) * counts)
    return weights.astype(np.float32)
