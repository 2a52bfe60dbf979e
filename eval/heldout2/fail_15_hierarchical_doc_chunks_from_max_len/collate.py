import numpy as np
from mindspore import Tensor

from config import CHUNK_LEN, MAX_LEN


def collate(docs, labels):
    """Pad to the longest doc of the batch, rounded up to a whole number of chunks."""
    longest = min(max(len(d) for d in docs), MAX_LEN)
    padded_len = -(-longest // CHUNK_LEN) * CHUNK_LEN
    ids = np.zeros((len(docs), padded_len), np.int32)
    for i, d in enumerate(docs):
        d = d[:padded_len]
        ids[i, :len(d)] = d
    return Tensor(ids), Tensor(np.asarray(labels, np.int32))
