import numpy as np
import mindspore.dataset as ds

PATCH = 32


def fundus_patches(n, seed=5):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[0:PATCH, 0:PATCH]
    images, masks = [], []
    for _ in range(n):
        angle, offset = rng.uniform(0, np.pi), rng.uniform(-8, 8)
        dist = np.abs((xx - PATCH / 2) * np.sin(angle) - (yy - PATCH / 2) * np.cos(angle) - offset)
        vessel = (dist < 1.5).astype(np.float32)
        green = 0.6 - 0.35 * vessel + rng.normal(0, 0.05, (PATCH, PATCH))
        images.append(green[None].astype(np.float32))
        masks.append(vessel[None])
    return np.stack(images), np.stack(masks)


def patch_dataset(n, batch_size):
    images, masks = fundus_patches(n)
    dataset = ds.NumpySlicesDataset({"green": images, "vessel": masks}, shuffle=True)
    return dataset.batch(batch_size, drop_remainder=True)
