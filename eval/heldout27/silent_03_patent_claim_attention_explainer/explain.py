import numpy as np

import config


def encode(text):
    ids = [config.VOCAB.index(w) for w in text.split()][: config.MAX_LEN]
    return np.array([ids + [0] * (config.MAX_LEN - len(ids))], np.int32)


def top_token(ids, attention):
    pos = int(attention.argmax())
    return config.VOCAB[int(ids[0, pos])], round(float(attention.max()), 3)
