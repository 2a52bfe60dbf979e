import numpy as np
import mindspore as ms


def banded_bias(length, width=4):
    """An additive attention bias that lets each frame see only its neighbours."""
    offsets = np.abs(np.arange(length)[:, None] - np.arange(length)[None, :])
    return ms.Tensor(np.where(offsets <= width, 0.0, -1e4).astype(np.float32))
