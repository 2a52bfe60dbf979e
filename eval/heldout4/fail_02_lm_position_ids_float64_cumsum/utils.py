import numpy as np


def position_ids_from_mask(attn):
    """Left-to-right positions for real tokens; padding gets position 0."""
    pos = np.cumsum(attn, axis=1) - 1
    pos[attn == 0] = 0
    return pos


def shift_labels(ids, pad_id):
    labels = np.full_like(ids, pad_id)
    labels[:, :-1] = ids[:, 1:]
    return labels
