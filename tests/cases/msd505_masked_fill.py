"""Uses PaddedAttention (msd505_masked_fill_mod.py) without a mask: the
None default reaches ops.masked_fill."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

from msd505_masked_fill_mod import PaddedAttention

ms.set_context(mode=ms.GRAPH_MODE)


class Encoder(nn.Cell):
    def __init__(self, dim=16):
        super().__init__()
        self.attn = PaddedAttention(dim)
        self.norm = nn.LayerNorm((dim,))

    def construct(self, x):
        return self.norm(x + self.attn(x))


if __name__ == "__main__":
    np.random.seed(0)
    print(Encoder()(ms.Tensor(np.random.randn(2, 5, 16).astype(np.float32))).shape)
