import numpy as np
import mindspore.dataset as ds

import config


def char_vocab(text):
    chars = sorted(set(text))
    return {c: i for i, c in enumerate(chars)}


def make_windows(ids, stride):
    """Overlapping windows; each is split into (input, next-character target)."""
    window = config.CONTEXT  # ROOT
    starts = range(0, len(ids) - window + 1, stride)
    blocks = np.stack([ids[s:s + window] for s in starts])
    return blocks[:, :-1].astype(np.int32), blocks[:, 1:].astype(np.int32)


def lm_dataset(text, stride=12):
    stoi = char_vocab(text)
    ids = np.asarray([stoi[c] for c in text])
    x, y = make_windows(ids, stride)
    dset = ds.NumpySlicesDataset({"chars": x, "next_chars": y}, shuffle=True)
    return dset.batch(config.BATCH_SIZE, drop_remainder=True), len(stoi)
