import numpy as np
import mindspore.dataset as ds

import config


def synthetic_pairs(n, seed):
    """Each clip is one of 8 sound sources; its caption uses words tied to that source."""
    rng = np.random.default_rng(seed)
    source = rng.integers(0, 8, size=n)
    templates = rng.normal(0, 1, size=(8, config.MEL_BINS)).astype(np.float32)
    mels = templates[source][:, :, None] + rng.normal(0, 0.5, size=(n, config.MEL_BINS, config.FRAMES))
    words = 2 + source[:, None] * 5 + rng.integers(0, 5, size=(n, config.CAPTION_LEN))
    return mels.astype(np.float32), words.astype(np.int32)


def make_dataset():
    mels, captions = synthetic_pairs(config.NUM_PAIRS, config.SEED)
    dataset = ds.NumpySlicesDataset((mels, captions), column_names=["mel", "caption"], shuffle=True)
    return dataset.batch(config.BATCH_SIZE, drop_remainder=True)
