import numpy as np
import mindspore as ms


def weighted_batches(features, targets, weights, size):
    for start in range(0, len(features), size):
        part = slice(start, start + size)
        yield ms.Tensor(features[part]), ms.Tensor(targets[part])  # expect: MSD212
