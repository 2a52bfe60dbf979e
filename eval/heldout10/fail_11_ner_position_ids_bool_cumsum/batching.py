import numpy as np

from vocab import TAGS


def encode(sentences, vocab, max_len):
    ids = np.zeros((len(sentences), max_len), np.int32)
    tags = np.zeros((len(sentences), max_len), np.int32)
    weights = np.zeros((len(sentences), max_len), np.float32)
    for i, (text, labels) in enumerate(sentences):
        toks = text.split()[:max_len]
        ids[i, :len(toks)] = [vocab.get(t, 1) for t in toks]
        tags[i, :len(toks)] = [TAGS.index(t) for t in labels[:max_len]]
        weights[i, :len(toks)] = 1.0
    return ids, tags, weights
