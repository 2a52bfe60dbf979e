import numpy as np
import mindspore.dataset as ds

import config


def detector_speeds(rng):
    xs, ys = [], []
    for _ in range(config.N_WINDOWS):
        t = np.arange(config.HISTORY + 1)
        jam_at = rng.uniform(0, config.HISTORY + 1)
        jam = 40 * np.exp(-0.5 * ((t - jam_at) / 4.0) ** 2)
        lanes = np.stack([105 - jam * (0.6 + 0.2 * k) + rng.normal(0, 2, t.size) for k in range(config.DETECTORS)])
        xs.append(lanes[:, :-1] / 120.0)
        ys.append(lanes[:1, -1] / 120.0)
    return np.asarray(xs, np.float32), np.asarray(ys, np.float32)


def speed_dataset(rng):
    x, y = detector_speeds(rng)
    return ds.NumpySlicesDataset({"speeds": x, "next_speed": y}, shuffle=True).batch(config.BATCH_SIZE)
