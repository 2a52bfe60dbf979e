import numpy as np
import mindspore.dataset as ds

import config


def electroluminescence_tiles(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, len(config.CLASSES), n).astype(np.int32)
    x = rng.normal(0.5, 0.1, (n, 1, config.IMAGE, config.IMAGE)).astype(np.float32)
    x[y == 1, :, config.IMAGE // 2, :] = 0.0          # dark crack line
    x[y == 2, :, 4:8, 4:8] += 0.5                      # hotspot
    x[y == 3, :, :, :] *= 0.6                          # soiling dims the tile
    return x, y


def build_datasets(seed):
    x, y = electroluminescence_tiles(48, seed)
    train = ds.NumpySlicesDataset((x[:32], y[:32]), column_names=["image", "label"], shuffle=False)
    val = ds.NumpySlicesDataset((x[32:], y[32:]), column_names=["image", "label"], shuffle=False)
    return train.batch(config.BATCH), val.batch(config.BATCH)
