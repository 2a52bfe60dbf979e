"""Labels of insect wingbeat recordings and the class weights that balance them."""
import numpy as np

SPECIES = ["aedes", "anopheles", "culex", "fruit_fly", "house_fly", "honeybee"]


def recordings(n, seed=0):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, len(SPECIES) - 1, n).astype(np.int32)   # no honeybee in this field batch
    return rng.normal(0, 1, (n, 10)).astype(np.float32), labels


def balanced_weights(labels):
    counts = np.bincount(labels, minlength=len(SPECIES))
    weights = counts.sum() / (len(counts) * np.maximum(counts, 1))
    return weights.astype(np.float32)
