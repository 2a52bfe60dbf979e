import numpy as np
import mindspore as ms
from mindspore import nn, ops


class MaskedDense(nn.Cell):
    """Dense layer whose weight is multiplied by a (host-updated) binary pruning mask."""

    def __init__(self, in_f, out_f):
        super().__init__()
        self.dense = nn.Dense(in_f, out_f)
        self.mask = ms.Tensor(np.ones((out_f, in_f), np.float32))

    def construct(self, x):
        w = self.dense.weight * self.mask
        y = ops.matmul(x, w.T) + self.dense.bias
        active = (ops.abs(w) > 0).astype(ms.float32).mean()
        return y, active


def magnitude_mask(weight, sparsity):
    w = np.abs(weight.asnumpy())
    k = int(sparsity * w.size)
    if k == 0:
        return np.ones_like(w, np.float32)
    thresh = np.partition(w.ravel(), k - 1)[k - 1]
    return (w > thresh).astype(np.float32)
