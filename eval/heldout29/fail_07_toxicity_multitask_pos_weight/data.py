import numpy as np

import config


def fingerprints(rng):
    fp = (rng.random((config.N_MOLECULES, config.FP_BITS)) < 0.15).astype(np.float32)
    # each assay fires when a few specific substructure bits are present
    toxicophores = rng.choice(config.FP_BITS, (len(config.ASSAYS), 3), replace=True)
    labels = np.stack([fp[:, bits].sum(axis=1) >= 1 for bits in toxicophores], axis=1)
    return fp, labels.astype(np.float32)
