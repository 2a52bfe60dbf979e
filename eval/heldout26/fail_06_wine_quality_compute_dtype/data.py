import numpy as np
import mindspore.dataset as ds

import config


def load_measurements(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(0.0, 1.0, (n, len(config.FEATURES)))
    alcohol = x[:, config.FEATURES.index("alcohol")]
    volatile = x[:, config.FEATURES.index("volatile_acidity")]
    score = 0.8 * alcohol - 0.6 * volatile + rng.normal(0, 0.3, n)
    band = np.digitize(score, [-0.5, 0.5]).astype(np.int32)
    return x.astype(np.float32), band


def build_dataset(seed):
    x, y = load_measurements(64, seed)
    mean, std = x.mean(0), x.std(0) + 1e-6
    x = ((x - mean) / std).astype(np.float32)
    return ds.NumpySlicesDataset((x, y), column_names=["chem", "band"], shuffle=True).batch(config.BATCH)
