import numpy as np
import mindspore.dataset as ds

import config as cfg


def station_dataset():
    rng = np.random.default_rng(cfg.SEED)
    x = rng.normal(size=(96, cfg.N_PREDICTORS)).astype(np.float32)
    t2m = 0.8 * x[:, :1] + 0.1 * x[:, 1:2]
    precip = np.maximum(0.0, x[:, 2:3] - 0.5)
    wind = x[:, 6:8] * 1.5
    y = np.concatenate([t2m, precip, wind], axis=1).astype(np.float32)
    return ds.NumpySlicesDataset({"predictors": x, "obs": y}, shuffle=True).batch(cfg.BATCH)
