import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.transforms as T

import config


def synth_recordings(n, seed=0):
    rng = np.random.default_rng(seed)
    t = np.linspace(0, 1, config.STEPS, dtype=np.float32)
    xs = np.zeros((n, config.STEPS, config.CHANNELS), np.float32)
    ys = rng.integers(0, config.NUM_GESTURES, size=n)
    for i, g in enumerate(ys):
        sig = np.zeros((config.STEPS, config.CHANNELS), np.float32)
        if g == 0:
            sig[:, 0] = -np.sin(np.pi * t)
        elif g == 1:
            sig[:, 0] = np.sin(np.pi * t)
        elif g == 2:
            sig[:, 0], sig[:, 1] = np.cos(2 * np.pi * t), np.sin(2 * np.pi * t)
        else:
            sig[:, 2] = np.sign(np.sin(12 * np.pi * t))
        xs[i] = sig + rng.normal(0, 0.2, sig.shape)
    return xs, ys


def gesture_dataset():
    xs, ys = synth_recordings(config.NUM_RECORDINGS)
    dataset = ds.NumpySlicesDataset((xs, ys), column_names=["imu", "gesture"], shuffle=True)
    dataset = dataset.map(T.TypeCast(config.LABEL_DTYPE), input_columns="gesture")
    return dataset.batch(config.BATCH_SIZE, drop_remainder=True)
