import numpy as np
import mindspore.dataset as ds

import config as cfg


def sar_chips(rng):
    """Two polarisations (VV, VH); speckle is gamma distributed, ships are bright compact blobs."""
    x = rng.gamma(1.0, 1.0, (cfg.NUM_CHIPS, 2, cfg.CHIP, cfg.CHIP)).astype(np.float32)
    y = (np.arange(cfg.NUM_CHIPS) % 2).astype(np.int32)
    for i in np.flatnonzero(y):
        r, c = rng.integers(6, cfg.CHIP - 6, 2)
        x[i, :, r - 2:r + 2, c - 1:c + 1] += rng.uniform(6, 10)
    return np.log1p(x), y


def chip_dataset(seed):
    x, y = sar_chips(np.random.default_rng(seed))
    data = ds.NumpySlicesDataset({"chip": x, "label": y}, shuffle=False)
    return data.batch(cfg.BATCH_SIZE, drop_remainder=True)
