from mindspore import nn, ops

from norm_layers import ConditionalInstanceNorm


class ConvCIN(nn.Cell):
    def __init__(self, cin, cout, k, stride, n_styles, act=True):
        super().__init__()
        self.conv = nn.Conv2d(cin, cout, k, stride=stride, pad_mode="pad", padding=k // 2)
        self.norm = ConditionalInstanceNorm(cout, n_styles)
        self.act = act

    def construct(self, x, style):
        y = self.norm(self.conv(x), style)
        return ops.relu(y) if self.act else y


class StyleNet(nn.Cell):
    def __init__(self, n_styles):
        super().__init__()
        self.c1 = ConvCIN(3, 16, 5, 1, n_styles)
        self.c2 = ConvCIN(16, 32, 3, 2, n_styles)
        self.r1 = ConvCIN(32, 32, 3, 1, n_styles)
        self.up = nn.Conv2dTranspose(32, 16, 4, stride=2, pad_mode="same")
        self.out = nn.Conv2d(16, 3, 5, pad_mode="same")

    def construct(self, x, style):
        h = self.c2(self.c1(x, style), style)
        h = h + self.r1(h, style)
        return ops.tanh(self.out(ops.relu(self.up(h))))
