from mindspore import nn, ops


class BasicBlock(nn.Cell):
    def __init__(self, in_ch, out_ch, stride=1):
        super().__init__()
        self.conv1 = nn.Conv2d(in_ch, out_ch, 3, stride=stride, pad_mode="pad", padding=1, has_bias=False)
        self.bn1 = nn.BatchNorm2d(out_ch)
        self.conv2 = nn.Conv2d(out_ch, out_ch, 3, pad_mode="pad", padding=1, has_bias=False)
        self.bn2 = nn.BatchNorm2d(out_ch)
        if stride == 1:  # ROOT
            self.shortcut = None
        else:
            self.shortcut = nn.SequentialCell([
                nn.Conv2d(in_ch, out_ch, 1, stride=stride, has_bias=False), nn.BatchNorm2d(out_ch)])

    def construct(self, x):
        out = ops.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        identity = x if self.shortcut is None else self.shortcut(x)
        return ops.relu(out + identity)


class TinyResNet(nn.Cell):
    def __init__(self, widths=(8, 16, 32), num_classes=10):
        super().__init__()
        self.stem = nn.Conv2d(3, widths[0], 3, pad_mode="same")
        self.stage1 = BasicBlock(widths[0], widths[0])
        self.stage2 = BasicBlock(widths[0], widths[1], stride=1)
        self.stage3 = BasicBlock(widths[1], widths[2], stride=2)
        self.fc = nn.Dense(widths[2], num_classes)

    def construct(self, x):
        x = self.stage3(self.stage2(self.stage1(self.stem(x))))
        return self.fc(x.mean(axis=(2, 3)))
