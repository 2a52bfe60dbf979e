from mindspore import nn


class ConvBlock(nn.Cell):
    def __init__(self, c_in, c_out):
        super().__init__()
        self.conv = nn.Conv2d(c_in, c_out, 3, pad_mode="same", has_bias=False)
        self.bn = nn.BatchNorm2d(c_out)
        self.act = nn.ReLU()
        self.pool = nn.MaxPool2d(2, 2)

    def construct(self, x):
        return self.pool(self.act(self.bn(self.conv(x))))


class GenreCNN(nn.Cell):
    def __init__(self, channels, num_classes):
        super().__init__()
        widths = [1] + list(channels)
        self.blocks = [ConvBlock(a, b) for a, b in zip(widths[:-1], widths[1:])]  # ROOT
        self.dropout = nn.Dropout(p=0.2)
        self.classifier = nn.Dense(widths[-1], num_classes)

    def construct(self, x):
        for block in self.blocks:
            x = block(x)
        x = x.mean(axis=(2, 3))
        return self.classifier(self.dropout(x))
