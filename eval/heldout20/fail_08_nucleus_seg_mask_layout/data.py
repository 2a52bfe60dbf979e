"""Synthetic fluorescence microscopy crops with nucleus / membrane / background masks."""
import numpy as np
import mindspore.dataset as ds

IMG = 16
NUM_CLASSES = 3


def draw_cells(n, seed):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[:IMG, :IMG]
    images = np.zeros((n, 1, IMG, IMG), dtype=np.float32)
    masks = np.zeros((n, IMG, IMG), dtype=np.int64)
    for i in range(n):
        cy, cx = rng.integers(5, IMG - 5, size=2)
        r = np.hypot(yy - cy, xx - cx)
        masks[i][r < 5] = 2            # membrane ring
        masks[i][r < 3] = 1            # nucleus
        images[i, 0] = (masks[i] == 1) * 0.9 + (masks[i] == 2) * 0.4 + 0.05 * rng.normal(size=(IMG, IMG))
    # keep the masks in the same NCHW layout as the images
    masks = masks[:, None, :, :].astype(np.int32)  # ROOT
    return images, masks


def seg_dataset(n=24, batch=4, seed=0):
    images, masks = draw_cells(n, seed)
    return ds.NumpySlicesDataset({"image": images, "mask": masks}, shuffle=False).batch(batch)
