import numpy as np

MAX_LEN = 8


def encode(notes):
    ids = [[1] + [3 + sum(map(ord, w)) % 50 for w in note.split()] for note in notes]
    pad_to = max(len(row) for row in ids)  # expect: MSD410
    out = np.zeros((len(ids), pad_to), np.int32)
    for i, row in enumerate(ids):
        row = row[:pad_to]
        out[i, :len(row)] = row
    return out
