from mindspore import nn, ops

from utils import causal_padding


class ResidualBlock(nn.Cell):
    def __init__(self, channels, skip_channels, kernel_size, dilation):
        super().__init__()
        self.pad = causal_padding(kernel_size, dilation)
        self.filter = nn.Conv1d(channels, channels, kernel_size, dilation=dilation, pad_mode="valid")
        self.gate = nn.Conv1d(channels, channels, kernel_size, dilation=dilation, pad_mode="valid")
        self.res = nn.Conv1d(channels, channels, 1)
        self.skip = nn.Conv1d(channels, skip_channels, 1)

    def construct(self, x):
        h = ops.pad(x, (self.pad, 0))
        z = ops.tanh(self.filter(h)) * ops.sigmoid(self.gate(h))
        return x + self.res(z), self.skip(z)


class WaveNet(nn.Cell):
    def __init__(self, quant=64, channels=16, skip_channels=32, kernel_size=2, dilations=(1, 2, 4, 8)):
        super().__init__()
        self.embed = nn.Embedding(quant, channels)
        self.blocks = nn.CellList([ResidualBlock(channels, skip_channels, kernel_size, d) for d in dilations])
        self.out = nn.SequentialCell(nn.ReLU(), nn.Conv1d(skip_channels, skip_channels, 1),
                                     nn.ReLU(), nn.Conv1d(skip_channels, quant, 1))

    def construct(self, codes):
        x = self.embed(codes).transpose(0, 2, 1)
        skips = 0
        for block in self.blocks:
            x, s = block(x)
            skips = skips + s
        return self.out(skips)
