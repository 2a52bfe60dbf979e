from mindspore import nn, ops


def causal_padding(kernel_size, dilation):
    return kernel_size - 1  # ROOT


class CausalConv(nn.Cell):
    def __init__(self, c_in, c_out, kernel_size, dilation):
        super().__init__()
        self.pad = causal_padding(kernel_size, dilation)
        self.conv = nn.Conv1d(c_in, c_out, kernel_size, pad_mode="valid", dilation=dilation)

    def construct(self, x):
        return self.conv(ops.pad(x, (self.pad, 0)))


class TemporalBlock(nn.Cell):
    def __init__(self, c_in, c_out, kernel_size, dilation):
        super().__init__()
        self.conv1 = CausalConv(c_in, c_out, kernel_size, dilation)
        self.conv2 = CausalConv(c_out, c_out, kernel_size, dilation)
        self.act = nn.ReLU()
        self.down = nn.Conv1d(c_in, c_out, 1) if c_in != c_out else nn.Identity()

    def construct(self, x):
        y = self.act(self.conv1(x))
        y = self.conv2(y)
        return self.act(y + self.down(x))


class VolatilityTCN(nn.Cell):
    def __init__(self, c_in, channels, kernel_size, dilations):
        super().__init__()
        blocks, c = [], c_in
        for d in dilations:
            blocks.append(TemporalBlock(c, channels, kernel_size, d))
            c = channels
        self.blocks = nn.SequentialCell(blocks)
        self.head = nn.Dense(channels, 1)

    def construct(self, x):
        return self.head(self.blocks(x)[:, :, -1])
