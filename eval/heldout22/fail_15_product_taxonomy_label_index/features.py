import zlib

import numpy as np

import config


def hashed_bow(rows):
    x = np.zeros((len(rows), config.HASH_BUCKETS), np.float32)
    for r, row in enumerate(rows):
        for tok in row["title"].lower().split():
            x[r, zlib.crc32(tok.encode()) % config.HASH_BUCKETS] += 1.0
    return x


def build_label_index(rows):
    return {c: i for i, c in enumerate(sorted({row["category"] for row in rows}))}


def encode_labels(rows, index):
    return np.array([index[row["category"]] for row in rows], np.int32)
