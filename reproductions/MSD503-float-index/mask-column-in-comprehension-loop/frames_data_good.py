"""Voice-activity frames of call recordings, padded to one length, with a mask of padded frames."""
import numpy as np
import mindspore.dataset as ds

FRAMES = 12


def recordings(n, seed=0):
    rng = np.random.default_rng(seed)
    lengths = rng.integers(4, FRAMES + 1, n)
    feats = np.zeros((n, FRAMES, 5), np.float32)
    for i, length in enumerate(lengths):
        feats[i, :length] = rng.normal(0, 1, (length, 5))
    padded = np.arange(FRAMES)[None, :] >= lengths[:, None]
    return feats, padded, (lengths > 8).astype(np.int32)


def call_loader(n):
    feats, padded, labels = recordings(n)
    return ds.NumpySlicesDataset((feats, padded, labels), column_names=["feats", "padded", "label"],
                                 shuffle=False).batch(4)
