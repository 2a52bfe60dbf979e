"""Synthetic grocery sessions: item sequences (left padded with 0) and the next item bought."""
import numpy as np
import mindspore.dataset as ds

import config


def make_sessions(num_sessions, seq_len, num_items, seed):
    rng = np.random.default_rng(seed)
    seqs = np.zeros((num_sessions, seq_len), dtype=np.int32)
    targets = np.zeros((num_sessions,), dtype=np.int32)
    for i in range(num_sessions):
        length = rng.integers(4, seq_len + 1)
        aisle = rng.integers(0, 6)
        # shoppers mostly stay within one "aisle" block of 20 items
        items = 1 + (aisle * 20 + rng.integers(0, 20, size=length + 1)) % (num_items - 1)
        seqs[i, seq_len - length:] = items[:-1]
        targets[i] = items[-1]
    return seqs, targets


def padding_mask(seqs):
    """True where the position is padding (PyTorch key_padding_mask convention)."""
    return seqs == 0


def build_dataset():
    seqs, targets = make_sessions(config.NUM_SESSIONS, config.SEQ_LEN, config.NUM_ITEMS, config.SEED)
    mask = padding_mask(seqs)
    dataset = ds.NumpySlicesDataset({"items": seqs, "pad_mask": mask, "target": targets}, shuffle=True)
    return dataset.batch(config.BATCH_SIZE, drop_remainder=True)
