import numpy as np
import mindspore.dataset as ds

import config


def magnetometer_windows(rng):
    xs, ys = [], []
    for bay in range(config.N_BAYS):
        baseline = rng.normal(0, 1, config.AXES)
        for _ in range(config.READINGS_PER_BAY):
            occupied = rng.random() < 0.5
            shift = np.array([4.0, -2.5, 6.0]) if occupied else np.zeros(3)
            window = baseline + shift + rng.normal(0, 0.8, (config.WINDOW, config.AXES))
            xs.append(window.reshape(-1))
            ys.append(int(occupied))
    return np.asarray(xs, np.float32), np.asarray(ys, np.int32)


def make_loader(features, labels, indices, shuffle):
    sampler = ds.SubsetRandomSampler(indices) if shuffle else ds.SubsetSampler(indices)
    dset = ds.NumpySlicesDataset({"reading": features, "occupied": labels}, sampler=sampler)
    return dset.batch(config.BATCH_SIZE)
