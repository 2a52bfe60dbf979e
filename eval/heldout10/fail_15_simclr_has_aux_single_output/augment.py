import numpy as np


def random_view(batch, rng):
    """Cheap augmentations for 3x24x24 crops: flip, brightness jitter, gaussian noise."""
    out = batch.copy()
    flip = rng.random(len(out)) < 0.5
    out[flip] = out[flip, :, :, ::-1]
    out = out * rng.uniform(0.8, 1.2, size=(len(out), 1, 1, 1))
    out = out + 0.05 * rng.normal(size=out.shape)
    return out.astype(np.float32)


def unlabeled_images(n, seed=0):
    rng = np.random.default_rng(seed)
    return rng.uniform(0, 1, size=(n, 3, 24, 24)).astype(np.float32)
