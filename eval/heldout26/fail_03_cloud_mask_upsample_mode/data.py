import numpy as np
import mindspore.dataset as ds

import config


def make_tiles(n, seed):
    rng = np.random.default_rng(seed)
    tiles = rng.uniform(0.0, 0.3, (n, config.BANDS, config.TILE, config.TILE)).astype(np.float32)
    masks = np.zeros((n, 1, config.TILE, config.TILE), np.float32)
    for i in range(n):
        r, c = rng.integers(4, config.TILE - 12, 2)
        tiles[i, :, r:r + 8, c:c + 8] += 0.6   # bright cloud blob in every band
        masks[i, 0, r:r + 8, c:c + 8] = 1.0
    return tiles, masks


def build_dataset(seed):
    tiles, masks = make_tiles(8, seed)
    return ds.NumpySlicesDataset((tiles, masks), column_names=["tile", "mask"], shuffle=False).batch(config.BATCH)
