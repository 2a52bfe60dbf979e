import numpy as np
import mindspore.dataset as ds

import config as cfg


def colocated_hours(n, rng):
    ref = rng.gamma(2.0, 8.0, n)
    rh = rng.uniform(20, 98, n)
    temp = rng.normal(12, 6, n)
    growth = 1 + 0.25 * (rh / 100) ** 4 / (1 - 0.95 * rh / 100)  # hygroscopic growth
    raw25 = ref * growth * rng.normal(1.0, 0.05, n) + rng.normal(0, 1, n)
    raw10 = raw25 * rng.uniform(1.2, 1.6, n)
    dew_gap = (100 - rh) / 5
    x = np.stack([raw25 / 50, raw10 / 80, rh / 100, temp / 20, dew_gap / 20], axis=1).astype(np.float32)
    return x, (ref / 50).astype(np.float32)[:, None]


def split_datasets(seed):
    rng = np.random.default_rng(seed)
    x_tr, y_tr = colocated_hours(cfg.TRAIN_HOURS, rng)
    x_va, y_va = colocated_hours(cfg.VAL_HOURS, rng)
    train = ds.NumpySlicesDataset({"sensor": x_tr, "reference": y_tr}, shuffle=False)
    val = ds.NumpySlicesDataset({"sensor": x_va, "reference": y_va}, shuffle=False)
    return train.batch(cfg.BATCH_SIZE), val.batch(cfg.BATCH_SIZE)
