import numpy as np
import mindspore.dataset as ds

import config

HELIX_FORMERS = set("AELMQKRH")
STRAND_FORMERS = set("VIYFWT")


def random_chains(rng, n, length):
    letters = np.array(list(config.VOCAB))
    return ["".join(rng.choice(letters, size=length)) for _ in range(n)]


def assign_states(chain):
    """Crude Chou-Fasman style labelling over a 3-residue window."""
    states = []
    for i in range(len(chain)):
        window = chain[max(0, i - 1): i + 2]
        h = sum(c in HELIX_FORMERS for c in window)
        e = sum(c in STRAND_FORMERS for c in window)
        if h >= 2:
            states.append(0)
        elif e >= 2:
            states.append(1)
        else:
            states.append(2)
    return states


def encode(chain):
    index = {aa: i + 1 for i, aa in enumerate(config.VOCAB)}
    return [index[aa] for aa in chain]


def build_dataset():
    rng = np.random.default_rng(config.SEED)
    chains = random_chains(rng, config.NUM_SEQUENCES, config.SEQ_LEN)
    tokens = np.array([encode(c) for c in chains], dtype=np.int32)
    labels = np.array([assign_states(c) for c in chains], dtype=np.int32)
    dataset = ds.NumpySlicesDataset({"tokens": tokens, "states": labels}, shuffle=True)
    return dataset.batch(config.BATCH_SIZE, drop_remainder=True)
