import numpy as np
import mindspore.dataset as ds

import config


def synthetic_flows(n, seed):
    """Per-connection statistics (bytes, packets, duration, flags, ...) with ~15% attacks."""
    rng = np.random.default_rng(seed)
    attack = (rng.random(n) < 0.15).astype(np.int32)
    x = rng.lognormal(0, 1, (n, config.NUM_FEATURES))
    x[:, :3] *= 1 + 4 * attack[:, None]
    x[:, 5] += 3 * attack
    x = np.log1p(x)
    x = (x - x.mean(0)) / x.std(0)
    return x.astype(np.float32), attack


def make_loader(n, seed, shuffle):
    x, y = synthetic_flows(n, seed)
    dataset = ds.NumpySlicesDataset({"flow": x, "label": y}, shuffle=shuffle)
    return dataset.batch(config.BATCH_SIZE, drop_remainder=True)
