import numpy as np
import mindspore.dataset as ds

import config


def posts_for_task(task, n, seed):
    rng = np.random.default_rng(seed + len(task))
    ids = rng.integers(2, config.VOCAB, (n, config.MAX_LEN)).astype(np.int32)
    lengths = rng.integers(4, config.MAX_LEN + 1, n)
    for i, length in enumerate(lengths):
        ids[i, length:] = 0
    flagged = (ids[:, 0] % 5 == 0).astype(np.int32)       # stand-in for moderator decisions
    return ids, flagged


def build_dataset(task, seed):
    ids, y = posts_for_task(task, 32, seed)
    return ds.NumpySlicesDataset((ids, y), column_names=["ids", "flag"], shuffle=False).batch(config.BATCH)
