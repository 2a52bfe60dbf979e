import numpy as np
import mindspore.dataset as ds

import config
from transforms import train_transforms


def he_patches(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, n).astype(np.int32)
    x = rng.normal([180, 140, 185], 25, (n, config.PATCH, config.PATCH, 3)).clip(0, 255).astype(np.uint8)
    x[y == 1, 16:24, 16:24, :] = 60                     # dark condensed chromatin
    return x, y


def build_dataset(seed):
    x, y = he_patches(12, seed)
    dataset = ds.NumpySlicesDataset({"patch": x, "mitosis": y}, shuffle=False)
    dataset = dataset.map(train_transforms(), input_columns="patch")
    return dataset.batch(config.BATCH)
