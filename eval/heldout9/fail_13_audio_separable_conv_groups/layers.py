from mindspore import nn


class SeparableConvBlock(nn.Cell):
    def __init__(self, channels, kernel_size, groups):
        super().__init__()
        self.depthwise = nn.Conv1d(channels, channels, kernel_size, pad_mode="same", group=groups)
        self.pointwise = nn.Conv1d(channels, channels, 1)
        self.norm = nn.BatchNorm1d(channels)
        self.act = nn.ReLU()

    def construct(self, x):
        return x + self.act(self.norm(self.pointwise(self.depthwise(x))))
