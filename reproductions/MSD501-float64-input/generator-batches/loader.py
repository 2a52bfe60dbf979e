"""Sensor windows cut from a NumPy recording and handed out batch by batch."""
import numpy as np
import mindspore as ms


def windows(signal, width):
    starts = range(0, len(signal) - width + 1, width)
    return np.stack([signal[s:s + width] for s in starts])


def batches(signal, width, size):
    frames = windows(signal, width)
    for first in range(0, len(frames), size):
        yield ms.Tensor(frames[first:first + size])  # expect: MSD501
