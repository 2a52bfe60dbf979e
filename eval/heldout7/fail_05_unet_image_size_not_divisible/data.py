import numpy as np


def make_blobs(num_samples, size, in_channels, seed=0):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[0:size, 0:size]
    images = np.zeros((num_samples, in_channels, size, size), np.float32)
    masks = np.zeros((num_samples, 1, size, size), np.float32)
    for i in range(num_samples):
        cy, cx = rng.integers(size // 4, 3 * size // 4, size=2)
        r = rng.integers(size // 8, size // 4)
        blob = ((yy - cy) ** 2 + (xx - cx) ** 2) < r ** 2
        masks[i, 0] = blob
        images[i] = blob + 0.2 * rng.standard_normal((in_channels, size, size))
    return images, masks
