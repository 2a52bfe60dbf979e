from collections import Counter

import numpy as np

import config


def build_vocab(texts, min_freq=1):
    counts = Counter(w for t in texts for w in t)
    words = sorted(w for w, c in counts.items() if c >= min_freq)
    return {w: i + 2 for i, w in enumerate(words)}


def encode(texts, vocab):
    ids = np.zeros((len(texts), config.MAX_WORDS + 1), np.int32)
    for r, t in enumerate(texts):
        ids[r, :len(t)] = [vocab.get(w, 1) for w in t]
    return ids
