"""Per-tag weights for a slot-filling loss, from the tag counts of the training split."""
import numpy as np


def tag_weights(tag_ids, num_tags):
    counts = np.bincount(tag_ids.ravel(), minlength=num_tags) + 1.0
    weights = counts.sum() / (num_tags * counts)
    return tuple(round(float(w), 4) for w in weights)  # expect: MSD508
