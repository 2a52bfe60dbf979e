import numpy as np


def synthetic_reviews(n, seq_len, vocab_size, seed=0):
    rng = np.random.default_rng(seed)
    ids = rng.integers(1, vocab_size, size=(n, seq_len)).astype(np.int32)
    lengths = rng.integers(seq_len // 2, seq_len + 1, size=n)
    for row, length in zip(ids, lengths):
        row[length:] = 0
    labels = (ids[:, 0] % 2).astype(np.int32)
    return ids, labels


def batches(ids, labels, batch_size):
    for start in range(0, len(ids) - batch_size + 1, batch_size):
        yield ids[start:start + batch_size], labels[start:start + batch_size]
