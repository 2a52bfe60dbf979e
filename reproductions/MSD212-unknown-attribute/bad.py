"""Attention block ported from PyTorch: a misspelt `contiguous()` on the tensor."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class HeadMerge(nn.Cell):
    def __init__(self, heads, head_dim):
        super().__init__()
        self.heads = heads
        self.proj = nn.Dense(heads * head_dim, heads * head_dim)

    def construct(self, x):
        b, h, t, d = x.shape
        merged = x.swapaxes(1, 2).contigous()  # expect: MSD212
        return self.proj(merged.reshape(b, t, h * d))


if __name__ == "__main__":
    np.random.seed(0)
    print(HeadMerge(2, 4)(ms.Tensor(np.random.randn(2, 2, 3, 4), ms.float32)).shape)
