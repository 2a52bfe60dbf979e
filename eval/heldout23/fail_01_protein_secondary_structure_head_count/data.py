import numpy as np
import mindspore.dataset as ds

import config as cfg

STATE_PREFERENCE = {
    # rough Chou-Fasman style propensities: 0 = helix, 1 = strand, 2 = coil
    "A": 0, "E": 0, "L": 0, "M": 0, "Q": 0, "K": 0, "R": 0, "H": 0,
    "V": 1, "I": 1, "Y": 1, "F": 1, "W": 1, "T": 1, "C": 1,
    "G": 2, "P": 2, "N": 2, "D": 2, "S": 2,
}


def synthetic_proteins(n, length, rng):
    seqs = []
    for _ in range(n):
        seqs.append("".join(rng.choice(list(cfg.AMINO_ACIDS), size=length)))
    return seqs


def encode(seqs):
    index = {aa: i + 1 for i, aa in enumerate(cfg.AMINO_ACIDS)}
    ids = np.full((len(seqs), cfg.SEQ_LEN), cfg.PAD_ID, dtype=np.int32)
    states = np.full((len(seqs), cfg.SEQ_LEN), 2, dtype=np.int32)
    for r, s in enumerate(seqs):
        for c, aa in enumerate(s[: cfg.SEQ_LEN]):
            ids[r, c] = index[aa]
            states[r, c] = STATE_PREFERENCE[aa]
    return ids, states


def build_dataset(seed):
    rng = np.random.default_rng(seed)
    seqs = synthetic_proteins(cfg.NUM_PROTEINS, cfg.SEQ_LEN, rng)
    ids, states = encode(seqs)
    dataset = ds.NumpySlicesDataset({"residues": ids, "states": states}, shuffle=False)
    return dataset.batch(cfg.BATCH_SIZE, drop_remainder=True)
