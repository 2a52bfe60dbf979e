import numpy as np

PAD_ID = 0


def synthetic_headlines(n, vocab_size, max_len, num_topics, seed=0):
    """Token-id headlines whose vocabulary range depends on the topic."""
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, num_topics, size=n).astype(np.int32)
    band = (vocab_size - 1) // num_topics
    ids = np.full((n, max_len), PAD_ID, dtype=np.int32)
    for i, topic in enumerate(labels):
        length = rng.integers(max_len // 2, max_len + 1)
        ids[i, :length] = rng.integers(1 + topic * band, 1 + (topic + 1) * band, size=length)
    return ids, labels


def iterate(ids, labels, batch_size):
    for s in range(0, len(ids) - batch_size + 1, batch_size):
        yield ids[s:s + batch_size], labels[s:s + batch_size]
