"""Batches for next-token training: token ids and the labels to predict (-100 where nothing is)."""
import numpy as np

IGNORE = -100


def pad_ids(sequences, length):
    ids = np.zeros((len(sequences), length), dtype=np.int32)
    keep = np.zeros((len(sequences), length), dtype=np.float32)
    for row, seq in enumerate(sequences):
        ids[row, : len(seq)] = seq[:length]
        keep[row, : len(seq)] = 1.0
    return ids, keep


def next_token_labels(ids, keep):
    following = np.roll(ids, -1, axis=1)
    valid = np.roll(keep, -1, axis=1)
    valid[:, -1] = 0.0
    return np.where(valid > 0, following, IGNORE).astype(np.int32)


def batches(rng, vocab, length, count):
    for _ in range(count):
        sequences = [rng.integers(1, vocab, size=rng.integers(3, length)) for _ in range(4)]
        ids, keep = pad_ids(sequences, length)
        yield ids, next_token_labels(ids, keep)
