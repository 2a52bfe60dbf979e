import numpy as np
import mindspore.dataset as ds

import config


def synth_calls(rng):
    x = rng.normal(0, 1, (config.N_CALLS, len(config.FEATURES))).astype(np.float32)
    severity = 1.2 * x[:, 0] + 1.0 * x[:, 1] + 0.8 * x[:, 2] - 0.9 * x[:, 3] + rng.normal(0, 0.5, config.N_CALLS)
    y = np.digitize(-severity, np.quantile(-severity, [0.15, 0.45, 0.8])).astype(np.int32)
    return x, y


def call_dataset(x, y, shuffle):
    return ds.NumpySlicesDataset({"answers": x, "priority": y}, shuffle=shuffle).batch(config.BATCH_SIZE)
