import numpy as np


def inverse_frequency_weights(labels, num_classes):
    """Class weights n / (C * count_c), so rare event types count more in the loss."""
    counts = np.unique(labels, return_counts=True)[1]  # ROOT
    weights = len(labels) / (num_classes * np.maximum(counts, 1))
    return weights.astype(np.float32)
