"""Context-window padding for a retrieval encoder: inputs longer than the window get no padding."""
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
        pad_len = max(CONTEXT - x.shape[1], 0)
        filler = ops.zeros((x.shape[0], pad_len, x.shape[2]), ms.float32)
        return self.proj(ops.cat((x, filler), 1)).mean(1)


if __name__ == "__main__":
    np.random.seed(0)
    print(WindowEncoder(4)(ms.Tensor(np.random.randn(2, 12, 4), ms.float32)).shape)
