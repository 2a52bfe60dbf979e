import numpy as np

import config as cfg


def nuclei_batch(batch_size, seed=0):
    """Synthetic fluorescence tiles with round nuclei and per-pixel class labels."""
    rng = np.random.default_rng(seed)
    size = cfg.IMAGE_SIZE
    yy, xx = np.mgrid[0:size, 0:size]
    images = np.zeros((batch_size, cfg.IN_CHANNELS, size, size), np.float32)
    masks = np.zeros((batch_size, size, size), np.int32)
    for b in range(batch_size):
        for _ in range(4):
            cy, cx = rng.integers(4, size - 4, size=2)
            r = rng.integers(3, 6)
            d = np.sqrt((yy - cy) ** 2 + (xx - cx) ** 2)
            images[b, 0][d < r] = 1.0
            masks[b][d < r - 1] = 1
            masks[b][(d >= r - 1) & (d < r)] = 2
        images[b] += 0.1 * rng.standard_normal((cfg.IN_CHANNELS, size, size)).astype(np.float32)
    return images, masks
