from functools import partial

from mindspore import nn

conv1x1 = partial(nn.Conv2d, kernel_size=1, pad_mode="valid", has_bias=False)
conv3x3 = partial(nn.Conv2d, kernel_size=3, pad_mode="same", padding=1, has_bias=False)  # ROOT


class InvertedResidual(nn.Cell):
    def __init__(self, in_ch, out_ch, stride, expand_ratio):
        super().__init__()
        hidden = in_ch * expand_ratio
        self.use_res = stride == 1 and in_ch == out_ch
        self.block = nn.SequentialCell([
            conv1x1(in_ch, hidden), nn.BatchNorm2d(hidden), nn.ReLU6(),
            conv3x3(hidden, hidden, stride=stride, group=hidden), nn.BatchNorm2d(hidden), nn.ReLU6(),
            conv1x1(hidden, out_ch), nn.BatchNorm2d(out_ch),
        ])

    def construct(self, x):
        out = self.block(x)
        if self.use_res:
            return x + out
        return out
