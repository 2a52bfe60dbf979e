import numpy as np
import mindspore.dataset as ds

import config


def claim_dataset(rng):
    ids, labels = [], []
    for i in range(config.N_CLAIMS):
        section = i % len(config.SECTIONS)
        topical = rng.integers(1 + 10 * section, 11 + 10 * section, 5)
        generic = rng.integers(51, config.VOCAB, config.MAX_LEN - 5)
        ids.append(np.concatenate([generic[:3], topical, generic[3:]]))
        labels.append(section)
    dset = ds.NumpySlicesDataset({"tokens": np.asarray(ids, np.int32), "section": np.asarray(labels, np.int32)},
                                 shuffle=True)
    return dset.batch(config.BATCH_SIZE)
