import numpy as np

import config

TEXTURE = {1: (0.45, 0.05), 2: (0.8, 0.2), 3: (0.3, 0.12)}


def synth_tile(rng):
    s = config.TILE
    yy, xx = np.mgrid[0:s, 0:s]
    labels = np.ones((s, s), np.int32)
    for cls in (2, 3):
        cy, cx, r = rng.uniform(0, s), rng.uniform(0, s), rng.uniform(4, 9)
        labels[(yy - cy) ** 2 + (xx - cx) ** 2 < r ** 2] = cls
    shadow_start = int(rng.integers(s - 6, s))
    labels[:, shadow_start:] = 0
    backscatter = np.zeros((s, s), np.float32)
    for cls, (mu, sd) in TEXTURE.items():
        m = labels == cls
        backscatter[m] = rng.normal(mu, sd, m.sum())
    backscatter[labels == 0] = rng.normal(0.02, 0.01, (labels == 0).sum())
    return backscatter[None], labels


def load_survey():
    rng = np.random.default_rng(config.SEED)
    tiles = [synth_tile(rng) for _ in range(config.NUM_TILES)]
    x = np.stack([t[0] for t in tiles]).astype(np.float32)
    y = np.stack([t[1] for t in tiles]).astype(np.int32)
    return x, y
