import numpy as np

import config as cfg


def region_pixels(rng, shift):
    y = (np.arange(cfg.PIXELS_PER_REGION) % len(cfg.CROPS)).astype(np.int32)
    centers = np.linspace(0.1, 0.5, len(cfg.CROPS))
    x = centers[y][:, None] + 0.03 * rng.standard_normal((cfg.PIXELS_PER_REGION, cfg.BANDS))
    x = x * (1 + 0.05 * np.arange(cfg.BANDS)) + shift  # different atmosphere / phenology
    return x.astype(np.float32), y
