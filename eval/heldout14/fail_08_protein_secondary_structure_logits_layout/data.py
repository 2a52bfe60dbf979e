import numpy as np
import mindspore.dataset as ds

import config

HELIX_FORMERS = set("AELMQKR")
STRAND_FORMERS = set("VIYFWT")


def synthetic_chains(n, seed):
    """Residue propensities decide the state, smoothed over a window, like a Chou-Fasman toy."""
    rng = np.random.default_rng(seed)
    seqs = rng.choice(list(config.AMINO_ACIDS), size=(n, config.SEQ_LEN))
    labels = np.zeros((n, config.SEQ_LEN), dtype=np.int32)
    for i, seq in enumerate(seqs):
        helix = np.convolve([a in HELIX_FORMERS for a in seq], np.ones(5) / 5, mode="same")
        strand = np.convolve([a in STRAND_FORMERS for a in seq], np.ones(5) / 5, mode="same")
        labels[i] = np.where(helix > 0.5, 0, np.where(strand > 0.4, 1, 2))
    return seqs, labels


def one_hot_residues(seqs):
    index = {a: i for i, a in enumerate(config.AMINO_ACIDS)}
    out = np.zeros((len(seqs), len(config.AMINO_ACIDS), config.SEQ_LEN), dtype=np.float32)
    for i, seq in enumerate(seqs):
        for j, a in enumerate(seq):
            out[i, index[a], j] = 1.0
    return out


def make_dataset():
    seqs, labels = synthetic_chains(config.NUM_CHAINS, config.SEED)
    dataset = ds.NumpySlicesDataset((one_hot_residues(seqs), labels), column_names=["residues", "states"], shuffle=True)
    return dataset.batch(config.BATCH_SIZE)
