from mindspore import nn

from utils import causal_padding


class CausalConv1d(nn.Cell):
    def __init__(self, in_ch, out_ch, kernel_size, dilation):
        super().__init__()
        self.pad = causal_padding(kernel_size, dilation)
        self.conv = nn.Conv1d(in_ch, out_ch, kernel_size, pad_mode="pad", padding=self.pad,
                              dilation=dilation, has_bias=True)

    def construct(self, x):
        y = self.conv(x)
        # Conv1d pads both ends; drop the look-ahead on the right
        return y[:, :, :-self.pad]


class TemporalBlock(nn.Cell):
    def __init__(self, in_ch, out_ch, kernel_size, dilation, dropout):
        super().__init__()
        self.conv1 = CausalConv1d(in_ch, out_ch, kernel_size, dilation)
        self.conv2 = CausalConv1d(out_ch, out_ch, kernel_size, dilation)
        self.act = nn.ReLU()
        self.drop = nn.Dropout(p=dropout)
        self.downsample = nn.Conv1d(in_ch, out_ch, 1, has_bias=True) if in_ch != out_ch else None

    def construct(self, x):
        y = self.drop(self.act(self.conv1(x)))
        y = self.drop(self.act(self.conv2(y)))
        res = x if self.downsample is None else self.downsample(x)
        return self.act(y + res)
