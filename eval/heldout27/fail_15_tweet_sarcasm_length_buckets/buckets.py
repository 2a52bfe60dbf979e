import numpy as np


def bucket_boundaries(lengths, percentiles):
    """Boundaries at the length percentiles, longest bucket first (it fills the GPU best)."""
    cuts = np.percentile(lengths, percentiles)[::-1]  # ROOT
    return [int(c) + 1 for c in cuts]


def batch_sizes(boundaries, base):
    # one batch size per bucket: len(boundaries) + 1 buckets
    return [base] * (len(boundaries) + 1)
