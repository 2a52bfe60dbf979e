"""Multi-head pooling that supports power-of-two head counts up to 8; the model is built with 6
heads, and the assert in construct fails while the graph compiles."""
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
    pool = MultiHeadPool(heads=6)  # expect: MSD209
    print(pool(ms.Tensor(np.random.randn(2, 3, 24), ms.float32)).shape)
