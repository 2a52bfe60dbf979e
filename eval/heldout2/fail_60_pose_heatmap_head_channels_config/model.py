import mindspore as ms
from mindspore import nn, ops


def conv_bn_relu(cin, cout, stride=1):
    return nn.SequentialCell(nn.Conv2d(cin, cout, 3, stride=stride, pad_mode="same"), nn.BatchNorm2d(cout), nn.ReLU())


class Backbone(nn.Cell):
    def __init__(self, stage_channels):
        super().__init__()
        layers, cin = [conv_bn_relu(3, stage_channels[0], 2)], stage_channels[0]
        for c in stage_channels[1:]:
            layers += [conv_bn_relu(cin, c, 2), conv_bn_relu(c, c)]
            cin = c
        self.body = nn.SequentialCell(layers)

    def construct(self, x):
        return self.body(x)


class DeconvHead(nn.Cell):
    def __init__(self, in_channels, mid, num_joints):
        super().__init__()
        self.deconv = nn.SequentialCell(
            nn.Conv2dTranspose(in_channels, mid, 4, stride=2, pad_mode="same"), nn.BatchNorm2d(mid), nn.ReLU(),
            nn.Conv2dTranspose(mid, mid, 4, stride=2, pad_mode="same"), nn.BatchNorm2d(mid), nn.ReLU(),
        )
        self.final = nn.Conv2d(mid, num_joints, 1, has_bias=True)

    def construct(self, x):
        return self.final(self.deconv(x))


class SimpleBaseline(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.backbone = Backbone(cfg.stage_channels)
        self.head = DeconvHead(cfg.head_in_channels, cfg.deconv_channels, cfg.num_joints)

    def construct(self, img):
        return self.head(self.backbone(img))
