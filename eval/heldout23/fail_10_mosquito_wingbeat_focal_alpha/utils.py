import numpy as np
import mindspore as ms


def class_balance_alpha(labels, num_classes):
    counts = np.bincount(labels, minlength=num_classes).astype(np.float64)
    inv = 1.0 / np.maximum(counts, 1.0)
    inv = inv / inv.sum()
    return [float(a) for a in inv]  # ROOT


def to_tensors(*arrays):
    return tuple(ms.Tensor(a) for a in arrays)
