import numpy as np
import mindspore.dataset as ds

import config


def stack_channels(signals):
    """Stack the montage channels, z-scored per channel."""
    per_channel = [signals[ch] / (signals[ch].std() + 1e-6) for ch in config.CHANNELS]
    return np.stack(per_channel, axis=0).astype(np.float32)  # ROOT


def build_dataset(signals, stages, shuffle=True):
    x = stack_channels(signals)
    data = ds.NumpySlicesDataset({"eeg": x, "stage": stages}, shuffle=shuffle)
    return data.batch(config.BATCH_SIZE, drop_remainder=shuffle)
