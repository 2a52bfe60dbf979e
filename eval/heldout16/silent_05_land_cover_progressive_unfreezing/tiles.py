import numpy as np

import config

SIGNATURES = np.array([[0.05, 0.08, 0.10, 0.02], [0.04, 0.10, 0.05, 0.45], [0.12, 0.15, 0.08, 0.35],
                       [0.25, 0.24, 0.22, 0.25], [0.30, 0.27, 0.22, 0.30]], np.float32)


def land_cover_tiles(seed):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, len(config.CLASSES), config.NUM_TILES).astype(np.int32)
    tiles = SIGNATURES[labels][:, :, None, None] * np.ones((1, 1, config.TILE, config.TILE), np.float32)
    tiles += rng.normal(0, 0.05, tiles.shape).astype(np.float32)
    return tiles.astype(np.float32), labels
