"""Review features and labels, split into training and test rows, batched for Model.train."""
import numpy as np
import mindspore.dataset as ds

import settings


def make_reviews(count, rng):
    features = rng.standard_normal((count, settings.FEATURES)).astype(np.float32)
    labels = (features[:, 0] > 0).astype(np.int32)
    return features, labels


def split_rows(features, labels):
    train_count = int(len(features) * settings.TRAIN_RATIO)
    return (features[:train_count], labels[:train_count]), (features[train_count:], labels[train_count:])


def batched(features, labels, training):
    data = ds.NumpySlicesDataset({"features": features, "label": labels}, shuffle=training)
    return data.batch(settings.BATCH, drop_remainder=training)
