import mindspore.dataset as ds

import config
from tracks import windows


def shuffle_buffer(num_samples):
    """Buffer of ~1% of the windows, capped at 10k (sized for the full city-wide log)."""
    return min(10_000, num_samples // 100)  # ROOT


def trajectory_dataset():
    past, future = windows(config.SEED)
    data = ds.NumpySlicesDataset({"past": past, "future": future}, shuffle=False)
    data = data.shuffle(buffer_size=shuffle_buffer(len(past)))
    return data.batch(config.BATCH_SIZE, drop_remainder=True)
