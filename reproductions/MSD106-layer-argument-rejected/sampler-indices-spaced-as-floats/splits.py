"""Train/validation splits of the survey plots."""
import numpy as np


def spaced_split(count, every):
    held_out = np.arange(0, count, count / every)  # expect: MSD106
    kept = np.setdiff1d(np.arange(count), held_out)
    return kept.tolist(), held_out.tolist()
