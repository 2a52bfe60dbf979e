import numpy as np
import mindspore as ms
from mindspore import Tensor

import config as cfg


def load_windows(n, seed=0):
    rng = np.random.default_rng(seed)
    t = np.linspace(0, 1, cfg.WINDOW)
    x = np.sin(2 * np.pi * rng.uniform(1, 4, size=(n, cfg.NUM_CHANNELS, 1)) * t)
    y = (rng.random(n) > 0.5).astype(np.int32)
    x[y == 1] += rng.normal(0, 0.5, size=x[y == 1].shape)
    return x, y


def to_tensors(x, y):
    dtype = getattr(ms, cfg.INPUT_DTYPE)
    flat = x.reshape(x.shape[0], -1)
    return Tensor(flat, dtype=dtype), Tensor(y, dtype=ms.int32)


def iterate(x, y, batch_size):
    for i in range(0, len(x) - batch_size + 1, batch_size):
        yield to_tensors(x[i:i + batch_size], y[i:i + batch_size])
