import numpy as np

import config


def pad_batch(seqs, labels):  # ROOT
    longest = max(len(s) for s in seqs)
    width = -(-longest // config.PAD_MULTIPLE) * config.PAD_MULTIPLE
    out = np.zeros((len(seqs), width), np.int32)
    for i, s in enumerate(seqs):
        out[i, :len(s)] = s
    return list(out), labels
