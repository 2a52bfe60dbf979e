import numpy as np


def tweet_batches(n_batches, batch_size, max_tokens, vocab_size, n_classes, rng):
    for _ in range(n_batches):
        lengths = rng.integers(5, max_tokens + 1, batch_size)
        tokens = np.zeros((batch_size, max_tokens), dtype=np.int32)
        labels = rng.integers(0, n_classes, batch_size).astype(np.int32)
        for i, n in enumerate(lengths):
            base = 2 + labels[i] * 50
            tokens[i, :n] = rng.integers(base, base + 150, n) % vocab_size
        yield tokens, labels
