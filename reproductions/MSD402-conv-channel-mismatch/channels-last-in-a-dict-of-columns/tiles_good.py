"""Satellite tiles with four spectral bands, read band by band."""
import numpy as np
import mindspore.dataset as ds

BANDS, SIZE = 4, 8


def read_bands(count, rng):
    return [rng.random((count, SIZE, SIZE)).astype(np.float32) for _ in range(BANDS)]


def tile_dataset(rng, count=12):
    bands = read_bands(count, rng)
    cover = rng.integers(0, 2, count).astype(np.int32)
    tiles = np.stack(bands, axis=1)
    return ds.NumpySlicesDataset({"tile": tiles, "cover": cover}, shuffle=False).batch(4)
