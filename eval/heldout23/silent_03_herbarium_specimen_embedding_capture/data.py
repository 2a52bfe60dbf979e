import numpy as np

import config as cfg


def herbarium_sheets(n, rng):
    y = (np.arange(n) % len(cfg.GENERA)).astype(np.int32)
    yy, xx = np.mgrid[0:cfg.IMG, 0:cfg.IMG] / cfg.IMG
    x = np.empty((n, 1, cfg.IMG, cfg.IMG), dtype=np.float32)
    for i, g in enumerate(y):
        lobes = 1 + g
        angle = np.arctan2(yy - 0.5, xx - 0.5)
        radius = np.hypot(yy - 0.5, xx - 0.5)
        leaf = radius < 0.3 + 0.08 * np.cos(lobes * angle + rng.uniform(0, 0.5))
        x[i, 0] = leaf.astype(np.float32) + rng.normal(0, 0.15, (cfg.IMG, cfg.IMG))
    return x, y
