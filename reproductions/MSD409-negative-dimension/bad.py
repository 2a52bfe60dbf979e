"""Context-window padding for a retrieval encoder: inputs are padded up to CONTEXT tokens with a
block of zeros, but some inputs are already longer than the window, so the padding length is
negative."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

CONTEXT = 8


class WindowEncoder(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.proj = nn.Dense(dim, dim)

    def construct(self, x):
        pad_len = CONTEXT - x.shape[1]  # expect: MSD409
        filler = ops.zeros((x.shape[0], pad_len, x.shape[2]), ms.float32)
        return self.proj(ops.cat((x, filler), 1)).mean(1)


if __name__ == "__main__":
    np.random.seed(0)
    print(WindowEncoder(4)(ms.Tensor(np.random.randn(2, 12, 4), ms.float32)).shape)
