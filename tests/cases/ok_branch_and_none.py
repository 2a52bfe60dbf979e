"""Near-miss for MSD301/MSD505: branches return the same type, the optional
mask is guarded with `is not None`, shapes broadcast correctly."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Head(nn.Cell):
    def __init__(self, dim=8):
        super().__init__()
        self.fc = nn.Dense(dim, dim)

    def construct(self, x, flag, mask=None):
        h = self.fc(x)
        if mask is not None:
            h = h * mask[:, :, None]
        if flag > 0:
            return h
        return ops.zeros_like(h)


if __name__ == "__main__":
    np.random.seed(0)
    x = ms.Tensor(np.random.randn(2, 3, 8).astype(np.float32))
    print(Head()(x, ms.Tensor(1)).shape)
