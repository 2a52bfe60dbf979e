from mindspore import nn, ops

import config


class BasicBlock(nn.Cell):
    def __init__(self, in_ch, out_ch):
        super().__init__()
        self.conv1 = nn.Conv2d(in_ch, out_ch, 3, stride=2, pad_mode="same", has_bias=False)
        self.bn1 = nn.BatchNorm2d(out_ch)
        self.conv2 = nn.Conv2d(out_ch, out_ch, 3, pad_mode="same", has_bias=False)
        self.bn2 = nn.BatchNorm2d(out_ch)
        self.skip = nn.Conv2d(in_ch, out_ch, 1, stride=2, has_bias=False)
        self.relu = nn.ReLU()

    def construct(self, x):
        h = self.relu(self.bn1(self.conv1(x)))
        return self.relu(self.bn2(self.conv2(h)) + self.skip(x))


class TrapNet(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        w = config.WIDTHS
        self.stem = nn.SequentialCell([nn.Conv2d(1, w[0], 3, stride=2, pad_mode="same"),
                                       nn.BatchNorm2d(w[0]), nn.ReLU()])
        self.stage1 = BasicBlock(w[0], w[1])
        self.stage2 = BasicBlock(w[1], w[2])
        self.pool = nn.AvgPool2d(kernel_size=config.HEAD_POOL_KERNEL, stride=1)
        self.fc = nn.Dense(w[2], num_classes)

    def construct(self, x):
        h = self.stage2(self.stage1(self.stem(x)))
        h = self.pool(h)
        return self.fc(ops.flatten(h))
