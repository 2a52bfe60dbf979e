"""Dynamic loss scaling with its own exception class for an overflow: graph mode cannot raise it,
so the compile stops even though the loss is finite."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class LossScaleOverflow(ArithmeticError):
    """The scaled loss is not finite."""


class ScaledLoss(nn.Cell):
    def __init__(self, scale):
        super().__init__()
        self.scale = scale

    def construct(self, loss):
        scaled = loss * self.scale
        if not ops.isfinite(scaled).all():
            raise LossScaleOverflow("loss scale overflow")  # expect: MSD208
        return scaled


if __name__ == "__main__":
    print(ScaledLoss(1024.0)(ms.Tensor(np.array([0.5, 0.25]), ms.float32)))
