import numpy as np


def zone_vocab_size(*zone_columns):
    """Number of rows needed in the zone embedding table."""
    return int(max(col.max() for col in zone_columns))  # ROOT


def log_minutes(seconds):
    return np.log1p(seconds / 60.0).astype(np.float32)
