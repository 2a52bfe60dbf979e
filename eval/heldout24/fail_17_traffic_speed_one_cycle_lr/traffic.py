import numpy as np
import mindspore.dataset as ds

import config


def simulate_speeds(seed):
    rng = np.random.RandomState(seed)
    t = np.arange(config.N_INTERVALS)
    daily = np.sin(2 * np.pi * t / 96.0)
    base = rng.uniform(50, 70, size=(config.N_SENSORS, 1))
    jam = 1.0 - 0.35 * np.clip(daily, 0, None) * rng.uniform(0.6, 1.2, size=(config.N_SENSORS, 1))
    return (base * jam + rng.normal(0, 2.0, size=(config.N_SENSORS, config.N_INTERVALS))).astype(np.float32)


def build_dataset(speeds):
    scale = speeds.max()
    xs, ys = [], []
    for t in range(config.HISTORY, speeds.shape[1]):
        xs.append(speeds[:, t - config.HISTORY:t] / scale)
        ys.append(speeds[:, t] / scale)
    dataset = ds.NumpySlicesDataset({"history": np.stack(xs), "next": np.stack(ys)}, shuffle=True)
    return dataset.batch(config.BATCH_SIZE, drop_remainder=True)
