import numpy as np
import mindspore.dataset as ds

import config


def reviews(rng):
    """Token ids 1-9 lean negative, 10-19 neutral, 20-29 positive; 30+ are filler."""
    ids, labels = [], []
    for i in range(config.N_REVIEWS):
        label = i % config.N_CLASSES
        sentiment_tokens = rng.integers(1 + 10 * label, 10 + 10 * label, 4)
        filler = rng.integers(30, config.VOCAB, config.SEQ_LEN - 4)
        seq = rng.permutation(np.concatenate([sentiment_tokens, filler]))
        ids.append(seq)
        labels.append(label)
    return np.asarray(ids, np.int32), np.asarray(labels, np.int32)


def review_dataset(rng):
    ids, labels = reviews(rng)
    return ds.NumpySlicesDataset({"ids": ids, "label": labels}, shuffle=True).batch(config.BATCH_SIZE)
