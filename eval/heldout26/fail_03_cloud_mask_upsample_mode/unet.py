import mindspore.nn as nn
import mindspore.ops as ops

import config


def conv_bn_relu(cin, cout):
    return nn.SequentialCell([
        nn.Conv2d(cin, cout, 3, pad_mode="same", has_bias=False),
        nn.BatchNorm2d(cout),
        nn.ReLU(),
    ])


class UpBlock(nn.Cell):
    def __init__(self, cin, cskip, cout, mode, align_corners):
        super().__init__()
        self.mode = mode
        self.align_corners = align_corners
        self.fuse = conv_bn_relu(cin + cskip, cout)

    def construct(self, x, skip):
        x = ops.interpolate(x, size=skip.shape[2:], mode=self.mode, align_corners=self.align_corners)
        return self.fuse(ops.concat((x, skip), axis=1))


class CloudUNet(nn.Cell):
    def __init__(self):
        super().__init__()
        c = config.BASE_CH
        self.enc1 = conv_bn_relu(config.BANDS, c)
        self.enc2 = conv_bn_relu(c, 2 * c)
        self.pool = nn.MaxPool2d(2, 2)
        self.bottleneck = conv_bn_relu(2 * c, 4 * c)
        self.up2 = UpBlock(4 * c, 2 * c, 2 * c, config.DECODER["upsample_mode"], config.DECODER["align_corners"])
        self.up1 = UpBlock(2 * c, c, c, config.DECODER["upsample_mode"], config.DECODER["align_corners"])
        self.classifier = nn.Conv2d(c, 1, 1, has_bias=True)

    def construct(self, x):
        s1 = self.enc1(x)
        s2 = self.enc2(self.pool(s1))
        b = self.bottleneck(self.pool(s2))
        x = self.up2(b, s2)
        x = self.up1(x, s1)
        return self.classifier(x)
