import numpy as np

import config

BOS = config.NUM_CHARS   # extra id for the decoder's start token


def synthetic_pairs(n, seed):
    """The character chosen for a syllable depends on the previous character (a toy homophone rule)."""
    rng = np.random.default_rng(seed)
    src = rng.integers(0, config.NUM_SYLLABLES, (n, config.SEQ_LEN)).astype(np.int32)
    tgt = np.zeros_like(src)
    prev = np.zeros(n, dtype=np.int32)
    for t in range(config.SEQ_LEN):
        tgt[:, t] = (src[:, t] + prev) % config.NUM_CHARS
        prev = tgt[:, t]
    tgt_in = np.concatenate([np.full((n, 1), BOS, np.int32), tgt[:, :-1]], axis=1)
    return src, tgt_in, tgt
