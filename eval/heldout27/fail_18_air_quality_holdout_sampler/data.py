import numpy as np
import mindspore.dataset as ds

import config
from splits import spread_holdout


def station_readings(seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(0, 1, (config.N_STATIONS, len(config.FEATURES))).astype(np.float32)
    pm25 = (0.7 * x[:, 0] + 0.3 * x[:, 1] - 0.2 * x[:, 5] + rng.normal(0, 0.1, config.N_STATIONS))
    return x, pm25.astype(np.float32).reshape(-1, 1)


def build_datasets(seed):
    x, y = station_readings(seed)
    train_idx, valid_idx = spread_holdout(config.N_STATIONS, config.N_VALID)
    def make(indices):
        sampler = ds.SubsetRandomSampler(indices)
        return ds.NumpySlicesDataset((x, y), column_names=["readings", "pm25"], sampler=sampler)
    return make(train_idx).batch(config.BATCH), make(valid_idx).batch(config.BATCH)
