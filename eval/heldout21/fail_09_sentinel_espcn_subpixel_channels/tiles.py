"""Synthetic multispectral tiles; low-res inputs made by block averaging the high-res target."""
import numpy as np
import mindspore.dataset as ds

import config as cfg


def make_pairs(n=16, seed=4):
    rng = np.random.default_rng(seed)
    hr_size = cfg.LR_PATCH * cfg.SCALE
    yy, xx = np.mgrid[0:hr_size, 0:hr_size] / hr_size
    hr = []
    for _ in range(n):
        fx, fy, ph = rng.uniform(1, 4), rng.uniform(1, 4), rng.uniform(0, np.pi)
        field = np.sin(2 * np.pi * (fx * xx + fy * yy) + ph)
        hr.append(np.stack([field * w for w in rng.uniform(0.2, 1.0, cfg.BANDS)]))
    hr = np.array(hr, np.float32)
    s = cfg.SCALE
    lr = hr.reshape(n, cfg.BANDS, cfg.LR_PATCH, s, cfg.LR_PATCH, s).mean((3, 5))
    return lr.astype(np.float32), hr


def tile_dataset():
    lr, hr = make_pairs()
    return ds.NumpySlicesDataset((lr, hr), ["lr", "hr"], shuffle=False).batch(cfg.BATCH)
