"""Tokenised code snippets (synthetic) labelled defective / clean, padded to MAX_TOKENS."""
import numpy as np
import mindspore.dataset as ds

import config

PAD_ID = 0
RISKY_TOKENS = np.arange(350, 360)   # e.g. 'strcpy', 'eval', bare 'except', ...


def tokenised_snippets(seed):
    rng = np.random.default_rng(seed)
    ids = np.full((config.NUM_SNIPPETS, config.MAX_TOKENS), PAD_ID, dtype=np.int32)
    labels = rng.integers(0, 2, size=config.NUM_SNIPPETS).astype(np.int32)
    for i in range(config.NUM_SNIPPETS):
        n = rng.integers(10, config.MAX_TOKENS + 1)
        toks = rng.integers(1, 350, size=n)
        if labels[i]:
            toks[rng.integers(0, n, size=2)] = rng.choice(RISKY_TOKENS, size=2)
        ids[i, :n] = toks
    return ids, labels


def encode_batch(ids):
    """Returns the token ids and the key padding mask (True where the position is padding)."""
    pad_mask = (ids == PAD_ID).astype(np.float32)  # ROOT
    return ids, pad_mask


def snippet_dataset(seed):
    ids, labels = tokenised_snippets(seed)
    ids, pad_mask = encode_batch(ids)
    data = ds.NumpySlicesDataset({"ids": ids, "pad_mask": pad_mask, "label": labels}, shuffle=True)
    return data.batch(config.BATCH_SIZE, drop_remainder=True)
