"""Label helpers shared by the tagging scripts."""
import numpy as np


def multi_hot(tag_lists, num_tags):
    """[[1, 4], [0]] -> a (batch, num_tags) 0/1 matrix."""
    out = np.zeros((len(tag_lists), num_tags), dtype=np.int32)  # ROOT
    for row, tags in enumerate(tag_lists):
        out[row, list(tags)] = 1
    return out


def tag_frequencies(tag_lists, num_tags):
    counts = np.zeros(num_tags, dtype=np.float32)
    for tags in tag_lists:
        for t in tags:
            counts[t] += 1
    return counts / max(len(tag_lists), 1)
