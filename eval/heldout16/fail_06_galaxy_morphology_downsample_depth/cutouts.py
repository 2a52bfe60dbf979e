"""Toy galaxy cutouts: smooth blobs (elliptical), two-armed swirls (spiral) or double cores (merger)."""
import numpy as np
import mindspore.dataset as ds


def render(kind, size, rng):
    yy, xx = np.mgrid[:size, :size] - (size - 1) / 2.0
    r = np.hypot(xx, yy) + 1e-3
    theta = np.arctan2(yy, xx)
    if kind == 0:
        img = np.exp(-r / (1.5 + rng.random()))
    elif kind == 1:
        img = np.exp(-r / 3.0) * (1 + np.cos(2 * theta - r))
    else:
        off = 2 + rng.integers(0, 3)
        img = np.exp(-np.hypot(xx - off, yy) / 1.2) + np.exp(-np.hypot(xx + off, yy) / 1.2)
    return img


def galaxy_dataset(cfg):
    rng = np.random.default_rng(cfg.seed)
    labels = rng.integers(0, cfg.num_classes, size=cfg.num_galaxies).astype(np.int32)
    images = np.empty((cfg.num_galaxies, cfg.bands, cfg.cutout_size, cfg.cutout_size), np.float32)
    for i, kind in enumerate(labels):
        base = render(kind, cfg.cutout_size, rng)
        for b in range(cfg.bands):
            images[i, b] = base * (0.8 + 0.2 * b) + 0.05 * rng.standard_normal(base.shape)
    data = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=True)
    return data.batch(cfg.batch_size, drop_remainder=True)
