import numpy as np

import config


def synthetic_utterances(n, seed):
    """Token ids drawn from act-specific ranges plus shared filler words; 0 is padding."""
    rng = np.random.default_rng(seed)
    acts = rng.integers(0, len(config.ACTS), n).astype(np.int32)
    tokens = np.zeros((n, config.MAX_TOKENS), np.int32)
    for i, a in enumerate(acts):
        length = int(rng.integers(3, config.MAX_TOKENS + 1))
        own = rng.integers(1 + 8 * a, 9 + 8 * a, length)
        filler = rng.integers(41, config.VOCAB_SIZE, length)
        tokens[i, :length] = np.where(rng.random(length) < 0.6, own, filler)
    return tokens, acts


def batches(tokens, acts, rng):
    order = rng.permutation(len(acts))
    for i in range(0, len(order), config.BATCH_SIZE):
        idx = order[i:i + config.BATCH_SIZE]
        yield tokens[idx], acts[idx]
