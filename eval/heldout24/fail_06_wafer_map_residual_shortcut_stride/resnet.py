from mindspore import nn


def needs_projection(in_ch, out_ch, stride):
    return in_ch != out_ch  # ROOT


class BasicBlock(nn.Cell):
    def __init__(self, in_ch, out_ch, stride):
        super().__init__()
        self.conv1 = nn.Conv2d(in_ch, out_ch, 3, stride=stride, pad_mode="pad", padding=1, has_bias=False)
        self.bn1 = nn.BatchNorm2d(out_ch)
        self.conv2 = nn.Conv2d(out_ch, out_ch, 3, pad_mode="pad", padding=1, has_bias=False)
        self.bn2 = nn.BatchNorm2d(out_ch)
        self.relu = nn.ReLU()
        self.project = needs_projection(in_ch, out_ch, stride)
        if self.project:
            self.shortcut = nn.SequentialCell([nn.Conv2d(in_ch, out_ch, 1, stride=stride, has_bias=False),
                                               nn.BatchNorm2d(out_ch)])

    def construct(self, x):
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        identity = self.shortcut(x) if self.project else x
        return self.relu(out + identity)


class WaferResNet(nn.Cell):
    def __init__(self, stages, num_classes):
        super().__init__()
        self.stem = nn.SequentialCell([nn.Conv2d(1, stages[0][0], 3, pad_mode="same"), nn.BatchNorm2d(stages[0][0]),
                                       nn.ReLU()])
        blocks, in_ch = [], stages[0][0]
        for out_ch, stride in stages:
            blocks.append(BasicBlock(in_ch, out_ch, stride))
            in_ch = out_ch
        self.blocks = nn.SequentialCell(blocks)
        self.head = nn.Dense(in_ch, num_classes)

    def construct(self, x):
        x = self.blocks(self.stem(x))
        return self.head(x.mean(axis=(2, 3)))
