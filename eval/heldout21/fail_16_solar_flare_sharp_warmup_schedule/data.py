import numpy as np
import mindspore.dataset as ds

import config as cfg


def active_regions(n=96, seed=12):
    rng = np.random.default_rng(seed)
    x = rng.lognormal(0.0, 1.0, size=(n, len(cfg.SHARP_KEYS))).astype(np.float32)
    risk = np.log(x[:, 0]) + np.log(x[:, 4]) + 0.5 * np.log(x[:, 1])
    y = (risk > 1.0).astype(np.int32)
    x = (np.log(x) - np.log(x).mean(0)) / np.log(x).std(0)
    return ds.NumpySlicesDataset((x.astype(np.float32), y), ["sharp", "flare"],
                                 shuffle=True).batch(cfg.BATCH, drop_remainder=True)
