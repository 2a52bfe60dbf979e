import numpy as np

import config


def synthetic_comments(n, seed=0):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, config.NUM_CLASSES, n).astype(np.int32)
    ids = rng.integers(10, config.VOCAB, (n, config.SEQ_LEN))
    cue_words = np.array([3, 5, 7])
    for i, y in enumerate(labels):
        k = rng.integers(1, 4)
        ids[i, rng.choice(config.SEQ_LEN, k, replace=False)] = cue_words[y] + rng.integers(0, 2)
        ids[i, rng.integers(config.SEQ_LEN // 2, config.SEQ_LEN):] = 0
    return ids.astype(np.int32), labels
