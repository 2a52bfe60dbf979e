"""Pads (features, class) samples into batches."""
import numpy as np
from mindspore import Tensor


def collate(samples, width):
    features = np.zeros((len(samples), width), dtype=np.float32)
    classes = np.zeros(len(samples), dtype=np.int32)
    for row, (vector, label) in enumerate(samples):
        features[row, :len(vector)] = vector
        classes[row] = label
    return Tensor(features), Tensor(classes)


def batches(samples, size, width):
    for start in range(0, len(samples), size):
        yield collate(samples[start:start + size], width)
