import numpy as np
import mindspore.dataset as ds

import config


def garch_returns(n, seed, omega=2e-6, alpha=0.08, beta=0.9):
    rng = np.random.default_rng(seed)
    var = np.empty(n)
    ret = np.empty(n)
    var[0] = omega / (1 - alpha - beta)
    for t in range(n):
        if t:
            var[t] = omega + alpha * ret[t - 1] ** 2 + beta * var[t - 1]
        ret[t] = np.sqrt(var[t]) * rng.standard_normal()
    return ret.astype(np.float32)


def make_dataset():
    r = garch_returns(config.NUM_DAYS + config.WINDOW + 1, config.SEED) * 100.0
    x = np.stack([r[i:i + config.WINDOW] for i in range(config.NUM_DAYS)])[..., None]
    y = np.abs(r[config.WINDOW:config.WINDOW + config.NUM_DAYS])[:, None]
    return ds.NumpySlicesDataset((x, y), column_names=["returns", "abs_next"], shuffle=True).batch(config.BATCH_SIZE)
