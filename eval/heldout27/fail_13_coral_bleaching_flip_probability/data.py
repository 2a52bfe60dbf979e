import numpy as np
import mindspore.dataset as ds

import config
from augment import train_transforms


def quadrats(n, seed):
    rng = np.random.default_rng(seed)
    sev = rng.integers(0, len(config.SEVERITY), n).astype(np.int32)
    img = rng.integers(20, 120, (n, 32, 32, 3)).astype(np.uint8)
    img[..., :] = np.clip(img + 60 * sev[:, None, None, None], 0, 255).astype(np.uint8)   # whiter when bleached
    return img, sev


def build_dataset(seed):
    img, sev = quadrats(12, seed)
    dataset = ds.NumpySlicesDataset({"quadrat": img, "severity": sev}, shuffle=True)
    dataset = dataset.map(train_transforms(config.AUGMENT), input_columns="quadrat")
    return dataset.batch(config.BATCH, drop_remainder=True)
