import numpy as np

import config


def comment_batch(seed):
    """Token ids of user comments; ids >= 250 are slurs/insults in this toy vocabulary."""
    rng = np.random.default_rng(seed)
    ids = rng.integers(1, 250, size=(config.NUM_COMMENTS, config.MAX_LEN))
    n_bad = rng.integers(0, 6, size=config.NUM_COMMENTS)
    for i, k in enumerate(n_bad):
        ids[i, :k] = rng.integers(250, config.VOCAB_SIZE, size=k)
    return ids.astype(np.int32)
