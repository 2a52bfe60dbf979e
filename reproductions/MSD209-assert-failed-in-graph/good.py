"""Multi-head pooling built with a supported head count."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class MultiHeadPool(nn.Cell):
    def __init__(self, heads):
        super().__init__()
        self.heads = heads

    def construct(self, x):
        assert self.heads in (1, 2, 4, 8), "heads must be a power of two up to 8"
        b, t, d = x.shape
        return x.reshape(b, t, self.heads, d // self.heads).mean(axis=2)


if __name__ == "__main__":
    np.random.seed(0)
    pool = MultiHeadPool(heads=4)
    print(pool(ms.Tensor(np.random.randn(2, 3, 24), ms.float32)).shape)
