import numpy as np
import mindspore.dataset as ds

import config


def scada(n, seed):
    rng = np.random.default_rng(seed)
    ws = rng.uniform(2, 18, n)
    x = np.stack([ws, np.sin(rng.uniform(0, 6.28, n)), np.cos(rng.uniform(0, 6.28, n)),
                  rng.normal(1.225, 0.02, n), rng.normal(0, 5, n)], axis=1)
    power = np.clip((ws - 3.0) ** 3 / 1000.0, 0, 2.0)          # MW, rated at 2 MW
    x = (x - x.mean(0)) / x.std(0)
    return x.astype(np.float32), power.reshape(-1, 1).astype(np.float32)


def build_dataset(seed):
    x, y = scada(40, seed)
    return ds.NumpySlicesDataset((x, y), column_names=["scada", "power"], shuffle=False).batch(config.BATCH)
