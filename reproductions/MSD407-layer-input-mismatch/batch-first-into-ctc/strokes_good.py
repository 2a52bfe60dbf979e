"""Pen-stroke features of handwritten words, with character labels for CTC."""
import numpy as np

FRAMES, FEATURES, MAX_CHARS = 20, 6, 5


def collate(words, seed=0):
    rng = np.random.default_rng(seed)
    feats = np.stack([rng.normal(0, 1, (FRAMES, FEATURES)) for _ in words], axis=1).astype(np.float32)
    labels = np.zeros((len(words), MAX_CHARS), np.int32)
    for i, word in enumerate(words):
        labels[i, :len(word)] = [ord(c) - 96 for c in word]
    frame_lens = np.full((len(words),), FRAMES, np.int32)
    label_lens = np.array([len(w) for w in words], np.int32)
    return feats, labels, frame_lens, label_lens
