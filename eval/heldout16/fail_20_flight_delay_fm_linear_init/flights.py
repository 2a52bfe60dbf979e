"""Synthetic flight records, one-hot fields flattened to global feature ids, label = delayed > 15 min."""
import numpy as np
import mindspore.dataset as ds

import config


def field_offsets():
    sizes = list(config.FIELDS.values())
    return np.cumsum([0] + sizes[:-1]), sum(sizes)


def flight_records(seed):
    rng = np.random.default_rng(seed)
    cols = [rng.integers(0, k, config.NUM_FLIGHTS) for k in config.FIELDS.values()]
    raw = np.stack(cols, axis=1)
    score = 0.3 * (raw[:, 0] % 3) + 0.08 * np.maximum(raw[:, 3] - 14, 0) + 0.5 * (raw[:, 1] < 4)
    delayed = (score + rng.normal(0, 0.5, config.NUM_FLIGHTS) > 1.0).astype(np.float32)
    offsets, _ = field_offsets()
    return (raw + offsets).astype(np.int32), delayed


def flight_dataset(seed):
    ids, delayed = flight_records(seed)
    data = ds.NumpySlicesDataset({"feature_ids": ids, "delayed": delayed}, shuffle=True)
    return data.batch(config.BATCH_SIZE)
