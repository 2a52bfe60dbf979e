"""Loads RGB thumbnails as (height, width, channel) arrays, the way image libraries give them."""
import numpy as np
import mindspore as ms


def thumbnails(count, side=12, seed=0):
    rng = np.random.default_rng(seed)
    images = [rng.random((side, side, 3), dtype=np.float32) for _ in range(count)]
    batch = np.stack(images)  # expect: MSD402
    return ms.Tensor(batch)
