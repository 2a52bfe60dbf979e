"""Packing variable-length sentences into one flat batch for bag-of-words pooling."""
import numpy as np


def pack(sentences, vocab):
    tokens, owners = [], []
    for index, sentence in enumerate(sentences):
        tokens.append(np.array([vocab[w] for w in sentence.split()], dtype=np.int32))
        owners.append(np.full(len(sentence.split()), index, dtype=np.float32))  # expect: MSD503
    return np.concatenate(tokens), np.concatenate(owners)
