import numpy as np
import mindspore.dataset as ds

import config
from vocab import tokenize


def encode(sentences, vocab):
    ids = []
    for s in sentences:
        toks = tokenize(s)[:config.MAX_TOKENS]
        row = vocab.tokens_to_ids(toks + ["<pad>"] * (config.MAX_TOKENS - len(toks)))
        ids.append(row)
    return np.asarray(ids, np.int32)


def clause_dataset(ids, labels):
    dset = ds.NumpySlicesDataset({"ids": ids, "label": np.asarray(labels, np.int32)}, shuffle=True)
    return dset.batch(config.BATCH_SIZE)
