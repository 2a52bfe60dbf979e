import numpy as np
import mindspore as ms
from mindspore import nn, ops


class PatchMerging(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.norm = nn.LayerNorm((4 * dim,))
        self.reduction = nn.Dense(4 * dim, 2 * dim, has_bias=False)

    def construct(self, x, H, W):
        B = x.size(0)  # ROOT
        C = x.shape[-1]
        x = x.reshape(B, H, W, C)
        x0 = x[:, 0::2, 0::2, :]
        x1 = x[:, 1::2, 0::2, :]
        x2 = x[:, 0::2, 1::2, :]
        x3 = x[:, 1::2, 1::2, :]
        x = ops.cat([x0, x1, x2, x3], -1).reshape(B, -1, 4 * C)
        return self.reduction(self.norm(x))


class Stage(nn.Cell):
    def __init__(self, dim, hw):
        super().__init__()
        self.hw = hw
        self.mlp = nn.SequentialCell(nn.LayerNorm((dim,)), nn.Dense(dim, dim * 2), nn.GELU(), nn.Dense(dim * 2, dim))
        self.merge = PatchMerging(dim)

    @ms.jit
    def construct(self, x):
        x = x + self.mlp(x)
        return self.merge(x, self.hw, self.hw)


ms.set_context(mode=ms.PYNATIVE_MODE)
stage = Stage(dim=8, hw=8)
tokens = ms.Tensor(np.random.randn(2, 64, 8), ms.float32)
print(stage(tokens).shape)
