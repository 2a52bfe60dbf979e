"""Dynamic loss scaling that reports an overflow with a standard exception type."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class ScaledLoss(nn.Cell):
    def __init__(self, scale):
        super().__init__()
        self.scale = scale

    def construct(self, loss):
        scaled = loss * self.scale
        if not ops.isfinite(scaled).all():
            raise RuntimeError("loss scale overflow")
        return scaled


if __name__ == "__main__":
    print(ScaledLoss(1024.0)(ms.Tensor(np.array([0.5, 0.25]), ms.float32)))
