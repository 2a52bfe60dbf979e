import numpy as np
import mindspore.dataset as ds

import config as cfg


def king_county_like(n=128, seed=31):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, len(cfg.FEATURES))).astype(np.float32)
    log_price = 13.0 + 0.45 * x[:, 0] + 0.1 * x[:, 2] + 0.25 * x[:, 6] - 0.05 * x[:, 3]
    y = (log_price + rng.normal(0, 0.05, n)).astype(np.float32)[:, None]
    return x, (y - 13.0).astype(np.float32)          # centred log-price


def split_datasets():
    x, y = king_county_like()
    cut = int(0.75 * len(x))
    train = ds.NumpySlicesDataset((x[:cut], y[:cut]), ["features", "log_price"], shuffle=True)
    valid = ds.NumpySlicesDataset((x[cut:], y[cut:]), ["features", "log_price"], shuffle=False)
    return train.batch(cfg.BATCH), valid.batch(cfg.BATCH)
