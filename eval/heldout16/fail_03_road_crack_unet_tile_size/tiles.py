"""Synthetic asphalt tiles with thin dark cracks and their binary masks."""
import numpy as np
import mindspore.dataset as ds


def draw_crack(mask, rng):
    h, w = mask.shape
    r, c = rng.integers(0, h), 0
    while c < w:
        mask[max(r - 1, 0):r + 1, c] = 1.0
        r = int(np.clip(r + rng.integers(-1, 2), 0, h - 1))
        c += 1


def make_tiles(n, size, seed):
    rng = np.random.default_rng(seed)
    images = np.empty((n, 1, size, size), np.float32)
    masks = np.zeros((n, 1, size, size), np.float32)
    for i in range(n):
        if rng.random() < 0.7:
            draw_crack(masks[i, 0], rng)
        texture = 0.55 + 0.08 * rng.standard_normal((size, size))
        images[i, 0] = texture - 0.35 * masks[i, 0]
    return images, masks


def tile_dataset(n, size, batch_size, seed):
    images, masks = make_tiles(n, size, seed)
    dataset = ds.NumpySlicesDataset({"image": images, "mask": masks}, shuffle=True)
    return dataset.batch(batch_size, drop_remainder=True)
