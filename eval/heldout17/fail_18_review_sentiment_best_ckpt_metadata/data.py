import numpy as np

VOCAB = 200
SEQ_LEN = 16
POSITIVE_WORDS = np.arange(10, 20)
NEGATIVE_WORDS = np.arange(20, 30)


def reviews(n, seed=0):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, 2, n).astype(np.int32)
    tokens = rng.integers(30, VOCAB, (n, SEQ_LEN)).astype(np.int32)
    for i, y in enumerate(labels):
        cue = POSITIVE_WORDS if y == 1 else NEGATIVE_WORDS
        tokens[i, rng.choice(SEQ_LEN, 3, replace=False)] = rng.choice(cue, 3)
    return tokens, labels
