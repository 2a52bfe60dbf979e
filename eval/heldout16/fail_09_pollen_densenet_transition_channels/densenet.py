import mindspore.nn as nn
import mindspore.ops as ops


class DenseLayer(nn.Cell):
    def __init__(self, in_channels, growth_rate):
        super().__init__()
        self.bn = nn.BatchNorm2d(in_channels)
        self.conv = nn.Conv2d(in_channels, growth_rate, 3, pad_mode="same", has_bias=False)

    def construct(self, x):
        new = self.conv(ops.relu(self.bn(x)))
        return ops.cat((x, new), axis=1)


class DenseBlock(nn.Cell):
    def __init__(self, in_channels, num_layers, growth_rate):
        super().__init__()
        self.layers = nn.SequentialCell([DenseLayer(in_channels + i * growth_rate, growth_rate)
                                         for i in range(num_layers)])
        self.out_channels = num_layers * growth_rate  # ROOT

    def construct(self, x):
        return self.layers(x)


class Transition(nn.Cell):
    def __init__(self, in_channels, out_channels):
        super().__init__()
        self.bn = nn.BatchNorm2d(in_channels)
        self.conv = nn.Conv2d(in_channels, out_channels, 1, has_bias=False)
        self.pool = nn.AvgPool2d(2, 2)

    def construct(self, x):
        return self.pool(self.conv(ops.relu(self.bn(x))))


class PollenDenseNet(nn.Cell):
    def __init__(self, num_classes, stem_channels, growth_rate, block_layers):
        super().__init__()
        self.stem = nn.Conv2d(3, stem_channels, 3, pad_mode="same", has_bias=False)
        stages = []
        channels = stem_channels
        for i, n in enumerate(block_layers):
            block = DenseBlock(channels, n, growth_rate)
            stages.append(block)
            channels = block.out_channels
            if i < len(block_layers) - 1:
                stages.append(Transition(channels, channels // 2))
                channels //= 2
        self.features = nn.SequentialCell(stages)
        self.norm = nn.BatchNorm2d(channels)
        self.classifier = nn.Dense(channels, num_classes)

    def construct(self, x):
        x = ops.relu(self.norm(self.features(self.stem(x))))
        return self.classifier(ops.mean(x, axis=(2, 3)))
