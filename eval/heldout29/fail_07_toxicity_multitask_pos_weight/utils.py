import numpy as np


def assay_pos_weight(labels):
    """neg/pos ratio per assay, so rare actives are not drowned out in BCE."""
    pos = labels.sum(axis=1)  # ROOT
    neg = labels.shape[0] - pos
    return (neg / np.maximum(pos, 1.0)).astype(np.float32)
