import numpy as np
import mindspore.dataset as ds

import config as C


def sentinel_tiles(n, seed=10):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[0:C.TILE, 0:C.TILE]
    tiles, masks = [], []
    for _ in range(n):
        cy, cx, r = rng.uniform(0, C.TILE, 2).tolist() + [rng.uniform(4, 12)]
        cloud = (((yy - cy) ** 2 + (xx - cx) ** 2) < r ** 2).astype(np.float32)
        surface = rng.uniform(0.05, 0.3, (len(C.BANDS), 1, 1))
        tile = surface * (1 - cloud) + 0.8 * cloud + rng.normal(0, 0.02, (len(C.BANDS), C.TILE, C.TILE))
        tiles.append(tile.astype(np.float32))
        masks.append(cloud[None])
    return np.stack(tiles), np.stack(masks)


def tile_dataset(n):
    tiles, masks = sentinel_tiles(n)
    return ds.NumpySlicesDataset({"tile": tiles, "cloud": masks}, shuffle=True).batch(C.BATCH_SIZE)
