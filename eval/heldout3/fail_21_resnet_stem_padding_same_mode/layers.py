from mindspore import nn


def conv3x3(in_ch, out_ch, stride=1):
    return nn.Conv2d(in_ch, out_ch, kernel_size=3, stride=stride, padding=1, has_bias=False)  # ROOT


class BasicBlock(nn.Cell):
    def __init__(self, ch):
        super().__init__()
        self.conv1 = conv3x3(ch, ch)
        self.bn1 = nn.BatchNorm2d(ch)
        self.conv2 = conv3x3(ch, ch)
        self.bn2 = nn.BatchNorm2d(ch)
        self.relu = nn.ReLU()

    def construct(self, x):
        h = self.relu(self.bn1(self.conv1(x)))
        h = self.bn2(self.conv2(h))
        return self.relu(x + h)
