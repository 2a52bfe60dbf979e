import numpy as np
import mindspore.dataset as ds

import config


def synthetic_sessions(n, seed):
    """Normal sessions follow a login -> work -> logout cycle; anomalies contain a rare template burst."""
    rng = np.random.default_rng(seed)
    ids = np.full((n, config.MAX_EVENTS), config.PAD_ID, dtype=np.int32)
    labels = np.zeros(n, dtype=np.int32)
    for i in range(n):
        length = int(rng.integers(6, config.MAX_EVENTS + 1))
        seq = [1] + list(rng.integers(2, 20, size=length - 2)) + [3]
        if rng.random() < 0.3:
            pos = int(rng.integers(1, length - 1))
            seq[pos] = int(rng.integers(30, config.NUM_TEMPLATES))
            labels[i] = 1
        ids[i, :length] = seq
    return ids, labels


def make_dataset():
    ids, labels = synthetic_sessions(config.NUM_SESSIONS, config.SEED)
    dataset = ds.NumpySlicesDataset((ids, labels), column_names=["events", "label"], shuffle=True)
    return dataset.batch(config.BATCH_SIZE, drop_remainder=True)
