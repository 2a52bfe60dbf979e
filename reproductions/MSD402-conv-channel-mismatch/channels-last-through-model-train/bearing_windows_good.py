"""Vibration windows of a bearing test rig (three accelerometer axes), with fault labels."""
import numpy as np
import mindspore.dataset as ds

WINDOW = 128


def recordings(n, seed=0):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, 3, n).astype(np.int32)
    t = np.arange(WINDOW) / 1000.0
    axes = [np.sin(2 * np.pi * (50 + 40 * labels[:, None]) * t + k) + rng.normal(0, 0.3, (n, WINDOW)) for k in range(3)]
    return axes, labels


def windows(axes):
    x = np.stack(axes, axis=1)
    return ((x - x.mean()) / x.std()).astype(np.float32)


def build_splits(n=48):
    axes, labels = recordings(n)
    x = windows(axes)
    cut = n * 3 // 4
    train = ds.NumpySlicesDataset((x[:cut], labels[:cut]), column_names=["vibration", "fault"], shuffle=True)
    test = ds.NumpySlicesDataset((x[cut:], labels[cut:]), column_names=["vibration", "fault"], shuffle=False)
    return train.batch(12), test.batch(12)
