import mindspore as ms
from mindspore import nn, ops

import config as C


class BasicBlock(nn.Cell):
    def __init__(self, cin, cout, stride):
        super().__init__()
        self.conv1 = nn.Conv2d(cin, cout, 3, stride, pad_mode="pad", padding=1, has_bias=False)
        self.bn1 = nn.BatchNorm2d(cout)
        self.conv2 = nn.Conv2d(cout, cout, 3, 1, pad_mode="pad", padding=1, has_bias=False)
        self.bn2 = nn.BatchNorm2d(cout)
        self.relu = nn.ReLU()
        self.down = None
        if stride != 1 or cin != cout:
            self.down = nn.SequentialCell(nn.Conv2d(cin, cout, 1, stride, has_bias=False), nn.BatchNorm2d(cout))

    def construct(self, x):
        identity = x
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        if self.down is not None:
            identity = self.down(x)
        return self.relu(out + identity)


class ResNetTiny(nn.Cell):
    def __init__(self):
        super().__init__()
        self.stem = nn.SequentialCell(
            nn.Conv2d(C.IN_CHANNELS, C.STEM_WIDTH, 3, pad_mode="same", has_bias=False),
            nn.BatchNorm2d(C.STEM_WIDTH), nn.ReLU())
        layers = []
        cin = C.STEM_WIDTH
        for i, w in enumerate(C.STAGE_WIDTHS):
            layers.append(BasicBlock(cin, w, 1 if i == 0 else 2))
            cin = w
        self.stages = nn.SequentialCell(layers)
        self.gap = nn.AdaptiveAvgPool2d((1, 1))
        self.fc = nn.Dense(C.HEAD_IN, C.NUM_CLASSES)

    def construct(self, x):
        x = self.stages(self.stem(x))
        x = self.gap(x).reshape(x.shape[0], -1)
        return self.fc(x)
