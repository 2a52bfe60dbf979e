import numpy as np

import config


def render_region(kind, rng):
    img = np.ones((config.CROP, config.CROP), dtype=np.float32)
    if kind == "text":
        for row in range(3, config.CROP - 3, 4):
            img[row, 2:rng.integers(16, 30)] = 0.1
    elif kind == "table":
        img[::8, :] = 0.0
        img[:, ::8] = 0.0
    elif kind == "figure":
        yy, xx = np.mgrid[0:config.CROP, 0:config.CROP]
        img = 0.5 + 0.5 * np.sin(xx / 3.0) * np.cos(yy / 5.0)
    else:
        yy, xx = np.mgrid[0:config.CROP, 0:config.CROP] - config.CROP / 2
        ring = np.abs(np.hypot(yy, xx) - 10) < 1.5
        img[ring] = 0.3
    return np.clip(img + rng.normal(0, 0.05, img.shape), 0, 1).astype(np.float32)


def load_regions(rng):
    crops, labels = [], []
    for label, kind in enumerate(config.REGION_TYPES):
        for _ in range(config.CROPS_PER_TYPE):
            crops.append(render_region(kind, rng)[None])
            labels.append(label)
    order = rng.permutation(len(crops))
    return np.stack(crops)[order], np.asarray(labels, dtype=np.int32)[order]
