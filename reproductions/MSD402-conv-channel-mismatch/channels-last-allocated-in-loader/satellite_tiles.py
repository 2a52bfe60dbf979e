import numpy as np
import mindspore as ms


def tile_batch(count, size=24, bands=4):
    rng = np.random.default_rng(0)
    tiles = rng.random((count, size, size, bands), dtype=np.float32)  # expect: MSD402
    tiles = (tiles - 0.5) / 0.25
    return ms.Tensor(tiles)
