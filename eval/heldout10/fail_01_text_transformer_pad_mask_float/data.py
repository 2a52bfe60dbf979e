import numpy as np

from config import VOCAB_SIZE, MAX_LEN, PAD_ID, NUM_CLASSES, BATCH_SIZE


def synth_corpus(n, seed=0):
    rng = np.random.default_rng(seed)
    lengths = rng.integers(4, MAX_LEN + 1, size=n)
    ids = np.full((n, MAX_LEN), PAD_ID, dtype=np.int32)
    for i, length in enumerate(lengths):
        ids[i, :length] = rng.integers(1, VOCAB_SIZE, size=length)
    labels = (ids[:, 0] % NUM_CLASSES).astype(np.int32)
    return ids, labels


def make_pad_mask(ids):
    """(batch, 1, 1, len) mask that is set where the token is padding."""
    return (ids == PAD_ID).astype(np.float32)[:, None, None, :]  # ROOT


def batches(ids, labels):
    for start in range(0, len(ids) - BATCH_SIZE + 1, BATCH_SIZE):
        chunk = ids[start:start + BATCH_SIZE]
        yield chunk, make_pad_mask(chunk), labels[start:start + BATCH_SIZE]
