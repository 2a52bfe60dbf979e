"""Loss helpers shared by the training scripts."""
import mindspore as ms
from mindspore import ops


def prepare_targets(labels, smoothing):
    """Labels as the loss expects them; the smoothing itself is applied in `smoothed_one_hot`."""
    targets = labels.astype(ms.float32)  # expect: MSD503
    return targets  # via


def smoothed_one_hot(targets, num_classes, smoothing):
    on = ms.Tensor(1.0 - smoothing, ms.float32)
    off = ms.Tensor(smoothing / (num_classes - 1), ms.float32)
    return ops.one_hot(targets, num_classes, on, off)
