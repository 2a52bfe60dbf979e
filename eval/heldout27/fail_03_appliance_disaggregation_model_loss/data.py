import numpy as np
import mindspore.dataset as ds

import config


def mains_windows(n, seed):
    rng = np.random.default_rng(seed)
    base = rng.uniform(0.1, 0.4, (n, 1, config.WINDOW))          # fridge, lights, standby (kW)
    kettle_on = rng.random(n) < 0.4
    starts = rng.integers(0, config.WINDOW // 2, n)
    kettle = np.zeros_like(base)
    for i in np.where(kettle_on)[0]:
        kettle[i, 0, starts[i]:starts[i] + config.WINDOW // 2] = 2.2
    mains = (base + kettle + rng.normal(0, 0.02, base.shape)).astype(np.float32)
    target = kettle[:, 0, config.WINDOW // 2].reshape(-1, 1).astype(np.float32)
    return mains, target


def build_dataset(seed):
    x, y = mains_windows(32, seed)
    return ds.NumpySlicesDataset((x, y), column_names=["mains", "kettle_kw"], shuffle=False).batch(config.BATCH)
