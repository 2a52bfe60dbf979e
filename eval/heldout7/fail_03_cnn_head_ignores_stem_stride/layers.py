from mindspore import nn


def conv_bn_relu(in_ch, out_ch, stride=1):
    return nn.SequentialCell([
        nn.Conv2d(in_ch, out_ch, 3, stride=stride, pad_mode="pad", padding=1, has_bias=False),
        nn.BatchNorm2d(out_ch),
        nn.ReLU(),
    ])


class Stage(nn.Cell):
    def __init__(self, in_ch, out_ch):
        super().__init__()
        self.conv1 = conv_bn_relu(in_ch, out_ch)
        self.conv2 = conv_bn_relu(out_ch, out_ch)
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2)

    def construct(self, x):
        return self.pool(self.conv2(self.conv1(x)))
