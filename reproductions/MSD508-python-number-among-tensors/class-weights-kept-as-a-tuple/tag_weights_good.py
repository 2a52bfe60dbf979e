"""Per-tag weights for a slot-filling loss, from the tag counts of the training split."""
import numpy as np
import mindspore as ms


def tag_weights(tag_ids, num_tags):
    counts = np.bincount(tag_ids.ravel(), minlength=num_tags) + 1.0
    weights = counts.sum() / (num_tags * counts)
    return ms.Tensor(weights, ms.float32)
