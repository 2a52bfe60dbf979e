import numpy as np
import mindspore.dataset as ds

import config


def simulate_strain(seed):
    """Strain-gauge readings on a bridge deck; target is the estimated axle load (tonnes)."""
    rng = np.random.RandomState(seed)
    load = rng.gamma(3.0, 4.0, config.N_READINGS)
    position = rng.uniform(0, 1, config.N_READINGS)
    gauge_pos = np.linspace(0, 1, config.GAUGES)
    influence = np.exp(-((position[:, None] - gauge_pos[None, :]) ** 2) / 0.02)
    temp = rng.normal(15, 8, (config.N_READINGS, 1))
    strain = load[:, None] * influence * 12.0 + 0.8 * temp + rng.normal(0, 2.0, (config.N_READINGS, config.GAUGES))
    x = (strain - strain.mean(axis=0)) / strain.std(axis=0)
    return x.astype(np.float32), (load[:, None] / 10.0).astype(np.float32)


def train_val(x, y):
    cut = int(0.8 * len(y))
    train = ds.NumpySlicesDataset({"strain": x[:cut], "load": y[:cut]}, shuffle=True).batch(config.BATCH_SIZE)
    val = ds.NumpySlicesDataset({"strain": x[cut:], "load": y[cut:]}, shuffle=False).batch(config.BATCH_SIZE)
    return train, val
