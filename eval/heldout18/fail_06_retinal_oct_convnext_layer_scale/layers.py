import numpy as np
from mindspore import nn, ops, Parameter, Tensor


class LayerScale(nn.Cell):
    def __init__(self, dim, init_value):
        super().__init__()
        self.gamma = Parameter(Tensor(np.full((dim,), init_value, np.float32)), name="gamma")  # ROOT

    def construct(self, x):
        return x * self.gamma


class ConvNeXtBlock(nn.Cell):
    def __init__(self, dim, ls_init):
        super().__init__()
        self.dwconv = nn.Conv2d(dim, dim, 7, pad_mode="same", group=dim, has_bias=True)
        self.norm = nn.BatchNorm2d(dim)
        self.pw1 = nn.Conv2d(dim, dim * 4, 1, has_bias=True)
        self.act = nn.GELU()
        self.pw2 = nn.Conv2d(dim * 4, dim, 1, has_bias=True)
        self.scale = LayerScale(dim, ls_init)

    def construct(self, x):
        h = self.pw2(self.act(self.pw1(self.norm(self.dwconv(x)))))
        return x + self.scale(h)


class Downsample(nn.Cell):
    def __init__(self, c_in, c_out):
        super().__init__()
        self.norm = nn.BatchNorm2d(c_in)
        self.conv = nn.Conv2d(c_in, c_out, 2, stride=2, has_bias=True)

    def construct(self, x):
        return self.conv(self.norm(x))
