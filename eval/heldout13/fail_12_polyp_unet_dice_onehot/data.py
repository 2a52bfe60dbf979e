import numpy as np
import mindspore.dataset as ds

import config


def synthetic_endoscopy(n, seed=0):
    rng = np.random.default_rng(seed)
    s = config.IMAGE_SIZE
    yy, xx = np.mgrid[0:s, 0:s]
    images = np.empty((n, 3, s, s), np.float32)
    masks = np.empty((n, 1, s, s), np.int32)  # ROOT
    for i in range(n):
        cy, cx, r = rng.integers(8, s - 8, 2).tolist() + [int(rng.integers(3, 8))]
        blob = ((yy - cy) ** 2 + (xx - cx) ** 2) < r * r
        images[i] = rng.normal(0.4, 0.1, (3, s, s)) + 0.4 * blob[None]
        masks[i] = blob
    return images, masks


def make_loader(n):
    images, masks = synthetic_endoscopy(n)
    return ds.NumpySlicesDataset({"image": images, "mask": masks}, shuffle=True).batch(config.BATCH_SIZE)
