import numpy as np
import mindspore.dataset as ds

import config


def synthetic_sentences(n, seed=0):
    rng = np.random.default_rng(seed)
    tokens = rng.integers(1, config.VOCAB, (n, config.SEQ_LEN)).astype(np.int32)
    tags = np.zeros((n, config.SEQ_LEN), np.int32)
    for i in range(n):
        for _ in range(rng.integers(1, 3)):
            kind = int(rng.integers(0, 3))
            start = int(rng.integers(0, config.SEQ_LEN - 2))
            tags[i, start], tags[i, start + 1] = 1 + 2 * kind, 2 + 2 * kind
            tokens[i, start] = 10 + kind
    return tokens, tags


def make_loader(n):
    tokens, tags = synthetic_sentences(n)
    return ds.NumpySlicesDataset({"tokens": tokens, "tags": tags}, shuffle=True).batch(
        config.BATCH_SIZE, drop_remainder=True)
