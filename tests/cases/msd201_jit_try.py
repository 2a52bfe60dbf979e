"""@ms.jit loss function (PYNATIVE) with try/except around the loss."""
import numpy as np
import mindspore as ms
from mindspore import ops


@ms.jit
def robust_loss(pred, target):
    diff = pred - target
    try:  # expect: MSD201
        loss = ops.log(1 + diff * diff).mean()
    except RuntimeError:
        loss = (diff * diff).mean()
    return loss


if __name__ == "__main__":
    np.random.seed(0)
    pred = ms.Tensor(np.random.randn(8).astype(np.float32))
    target = ms.Tensor(np.random.randn(8).astype(np.float32))
    print(robust_loss(pred, target).shape)
