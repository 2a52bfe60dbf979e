from mindspore import nn


class ConvBlock(nn.Cell):
    def __init__(self, in_channels, out_channels):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, 3, pad_mode="same", has_bias=False)
        self.bn = nn.BatchNorm2d(out_channels)
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(kernel_size=2)  # ROOT

    def construct(self, x):
        return self.pool(self.relu(self.bn(self.conv(x))))
