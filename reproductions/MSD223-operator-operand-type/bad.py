"""Downsampling by a power of two written as a shift; the shift count is given as a float when
the layer is built."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class PoolWidth(nn.Cell):
    def __init__(self, stride_log2):
        super().__init__()
        self.stride_log2 = stride_log2

    def construct(self, x):
        b, c, w = x.shape
        out_w = w >> self.stride_log2
        return x.reshape(b, c, out_w, w // out_w).mean(axis=-1)


if __name__ == "__main__":
    np.random.seed(0)
    pool = PoolWidth(stride_log2=1.0)  # expect: MSD223
    print(pool(ms.Tensor(np.random.randn(2, 3, 8), ms.float32)).shape)
