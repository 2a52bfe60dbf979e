import numpy as np

import config


def garment(kind, rng):
    img = np.zeros((config.IMG, config.IMG), np.float32)
    if kind == 0:
        img[3:12, 2:14] = 1; img[3:6, 0:16] = 1
    elif kind == 1:
        img[2:15, 4:7] = 1; img[2:15, 9:12] = 1; img[2:4, 4:12] = 1
    elif kind == 2:
        for r in range(2, 15):
            half = 2 + (r - 2) // 2
            img[r, 8 - half:8 + half] = 1
    else:
        img[9:13, 2:14] = 1; img[6:9, 2:7] = 1
    return img + rng.normal(0, 0.2, img.shape).astype(np.float32)


def labelled_images(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, len(config.CLASSES), n).astype(np.int32)
    x = np.stack([garment(k, rng) for k in y])[:, None]
    return x.astype(np.float32), y
