import numpy as np
import mindspore.dataset as ds

import config

# crude sorting signals: N-terminal motif per compartment
MOTIFS = {0: "", 1: "PKKKRKV", 2: "MLRRSLRR", 3: "MKLLLLLAV"}


def encode(seq):
    return [config.AMINO_ACIDS.index(a) + 1 for a in seq]      # 0 is padding


def protein_dataset(rng):
    ids, labels = [], []
    for i in range(config.N_PROTEINS):
        loc = i % len(config.LOCATIONS)
        body = "".join(rng.choice(list(config.AMINO_ACIDS), config.SEQ_LEN))
        seq = (MOTIFS[loc] + body)[:config.SEQ_LEN]
        ids.append(encode(seq))
        labels.append(loc)
    dset = ds.NumpySlicesDataset({"residues": np.asarray(ids, np.int32),
                                  "location": np.asarray(labels, np.int32)}, shuffle=True)
    return dset.batch(config.BATCH_SIZE)
