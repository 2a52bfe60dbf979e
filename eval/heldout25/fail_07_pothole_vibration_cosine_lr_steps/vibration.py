import numpy as np
import mindspore.dataset as ds

import config


def simulate_segments(seed):
    """Vertical acceleration from a phone mounted in a delivery van."""
    rng = np.random.RandomState(seed)
    t = np.arange(config.WINDOW)
    xs, ys = [], []
    for _ in range(config.N_SEGMENTS):
        y = rng.randint(len(config.CLASSES))
        sig = rng.normal(0, 0.05, config.WINDOW)
        if y == 1:
            c = rng.randint(10, 54)
            sig += -1.5 * np.exp(-0.5 * ((t - c) / 1.5) ** 2) + 1.0 * np.exp(-0.5 * ((t - c - 3) / 2.0) ** 2)
        elif y == 2:
            c = rng.randint(10, 54)
            sig += 0.8 * np.exp(-0.5 * ((t - c) / 5.0) ** 2)
        elif y == 3:
            sig += rng.normal(0, 0.35, config.WINDOW)
        xs.append(sig[None])
        ys.append(y)
    return np.asarray(xs, np.float32), np.asarray(ys, np.int32)


def build_dataset(x, y):
    dataset = ds.NumpySlicesDataset({"accel": x, "label": y}, shuffle=True)
    return dataset.batch(config.BATCH_SIZE)
