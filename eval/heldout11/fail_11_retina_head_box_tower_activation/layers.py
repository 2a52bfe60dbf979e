from mindspore import nn


class ConvNormAct(nn.Cell):
    def __init__(self, cin, cout, act=None, groups=8):
        super().__init__()
        self.conv = nn.Conv2d(cin, cout, 3, pad_mode="same", has_bias=False)
        self.norm = nn.GroupNorm(groups, cout)
        self.act = nn.get_activation(act)

    def construct(self, x):
        return self.act(self.norm(self.conv(x)))
