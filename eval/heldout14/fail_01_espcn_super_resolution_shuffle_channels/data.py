import numpy as np
import mindspore.dataset as ds

import config


def synthetic_patches(n, size, seed):
    """Smooth random colour fields: a few sinusoids per channel."""
    rng = np.random.default_rng(seed)
    yy, xx = np.meshgrid(np.linspace(0, 1, size), np.linspace(0, 1, size), indexing="ij")
    out = np.empty((n, 3, size, size), dtype=np.float32)
    for i in range(n):
        for c in range(3):
            fx, fy, ph = rng.uniform(1, 4), rng.uniform(1, 4), rng.uniform(0, np.pi)
            out[i, c] = 0.5 + 0.5 * np.sin(2 * np.pi * (fx * xx + fy * yy) + ph)
    return out


def box_downsample(hr, scale):
    n, c, h, w = hr.shape
    return hr.reshape(n, c, h // scale, scale, w // scale, scale).mean(axis=(3, 5)).astype(np.float32)


def make_loader():
    hr = synthetic_patches(config.NUM_PATCHES, config.HR_SIZE, config.SEED)
    lr = box_downsample(hr, config.SCALE)
    dataset = ds.NumpySlicesDataset({"lr": lr, "hr": hr}, shuffle=True)
    return dataset.batch(config.BATCH_SIZE, drop_remainder=True)
