"""A ConvNeXt-style block scales its residual branch per channel; the scale Parameter is made as
(dim,), which lines up with the width of an NCHW map instead of its channels."""
import numpy as np
import mindspore as ms
from mindspore import Parameter, Tensor, nn

ms.set_context(mode=ms.GRAPH_MODE)


class LayerScale(nn.Cell):
    def __init__(self, dim, init_value=1e-6):
        super().__init__()
        self.gamma = Parameter(Tensor(np.full((dim, 1, 1), init_value, np.float32)), name="gamma")

    def construct(self, x):
        return x * self.gamma


class Block(nn.Cell):
    def __init__(self, dim=8):
        super().__init__()
        self.conv = nn.Conv2d(dim, dim, 3, has_bias=True)
        self.scale = LayerScale(dim)

    def construct(self, x):
        return x + self.scale(self.conv(x))


if __name__ == "__main__":
    np.random.seed(0)
    x = ms.Tensor(np.random.randn(2, 8, 10, 10), ms.float32)
    print(Block()(x).shape)
