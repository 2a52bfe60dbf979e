import numpy as np
import mindspore.dataset as ds

import config


def field_log(n, seed):
    rng = np.random.default_rng(seed)
    cap = rng.uniform(200, 900, (n, len(config.PROBE_DEPTHS)))
    weather = np.stack([rng.uniform(5, 35, n), rng.uniform(20, 100, n), rng.exponential(3, n),
                        rng.uniform(1, 7, n)], axis=1)
    vwc = 0.05 + 0.0003 * cap.mean(1) + 0.004 * weather[:, 2] - 0.006 * weather[:, 3] + rng.normal(0, 0.01, n)
    x = np.concatenate([cap / 1000.0, weather / np.array([35, 100, 10, 7])], axis=1)
    return x.astype(np.float32), vwc.astype(np.float32)[:, None]


def probe_dataset():
    x, y = field_log(config.N_READINGS, config.SEED)
    dataset = ds.NumpySlicesDataset((x, y), column_names=["probe", "vwc"], shuffle=True)
    return dataset.batch(config.BATCH_SIZE)
