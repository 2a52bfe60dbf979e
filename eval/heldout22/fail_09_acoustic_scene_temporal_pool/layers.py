import mindspore.nn as nn


class ConvBlock(nn.Cell):
    def __init__(self, in_ch, out_ch):
        super().__init__()
        self.conv = nn.Conv2d(in_ch, out_ch, 3, has_bias=False)
        self.bn = nn.BatchNorm2d(out_ch)
        self.act = nn.ReLU()
        self.pool = nn.MaxPool2d(2, 2)

    def construct(self, x):
        return self.pool(self.act(self.bn(self.conv(x))))


class TemporalMeanPool(nn.Cell):
    """Average frame embeddings over the time axis of a (batch, time, channels) tensor."""

    def __init__(self, axis=1, keep_dims=True):  # ROOT
        super().__init__()
        self.axis = axis
        self.keep_dims = keep_dims

    def construct(self, x):
        return x.mean(axis=self.axis, keep_dims=self.keep_dims)
