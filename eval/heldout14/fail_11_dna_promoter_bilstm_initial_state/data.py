import numpy as np
import mindspore.dataset as ds

import config

TATA_BOX = "TATAAA"


def synthetic_promoters(n, seed):
    """Half the sequences carry a TATA box about 25-30 bp upstream of the (fixed) TSS position."""
    rng = np.random.default_rng(seed)
    seqs = rng.integers(0, 4, size=(n, config.SEQ_LEN)).astype(np.int32)
    labels = (rng.random(n) < 0.5).astype(np.int32)
    motif = np.array([config.NUCLEOTIDES.index(c) for c in TATA_BOX], dtype=np.int32)
    for i in np.flatnonzero(labels):
        start = int(rng.integers(5, 11))
        seqs[i, start:start + len(motif)] = motif
    return seqs, labels


def make_datasets():
    seqs, labels = synthetic_promoters(config.NUM_SEQS, config.SEED)
    split = 64
    train = ds.NumpySlicesDataset((seqs[:split], labels[:split]), column_names=["seq", "label"], shuffle=True)
    test = ds.NumpySlicesDataset((seqs[split:], labels[split:]), column_names=["seq", "label"], shuffle=False)
    return train.batch(config.BATCH_SIZE), test.batch(config.BATCH_SIZE)
