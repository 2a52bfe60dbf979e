import numpy as np

from beats import raw_beats
from config import BATCH_SIZE, FEATURE_COLUMN, LABEL_COLUMN


def standardize(x):
    x = (x - x.mean()) / (x.std() + 1e-6)
    return x[None, :].astype(np.float32)  # (1, BEAT_LEN) for Conv1d


def build_pipeline(n):
    data = raw_beats(n)
    data = data.map(operations=standardize, input_columns=FEATURE_COLUMN)
    data = data.project([FEATURE_COLUMN, LABEL_COLUMN])
    return data.batch(BATCH_SIZE, drop_remainder=True)
