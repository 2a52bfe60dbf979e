import numpy as np

CORPUS = (
    "the quick brown fox jumps over the lazy dog. "
    "pack my box with five dozen liquor jugs. "
    "how vexingly quick daft zebras jump! "
)


def build_vocab(text):
    chars = sorted(set(text))
    return {c: i for i, c in enumerate(chars)}


def lm_batches(text, vocab, seq_len, batch_size, steps, seed=0):
    ids = np.array([vocab[c] for c in text], np.int32)
    rng = np.random.default_rng(seed)
    for _ in range(steps):
        starts = rng.integers(0, len(ids) - seq_len - 1, size=batch_size)
        x = np.stack([ids[s:s + seq_len] for s in starts])
        y = np.stack([ids[s + 1:s + seq_len + 1] for s in starts])
        yield x, y
