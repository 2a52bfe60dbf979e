import mindspore as ms
from mindspore import nn, ops


def conv_gn_relu(cin, cout):
    return nn.SequentialCell(
        nn.Conv2d(cin, cout, 3, pad_mode="same", has_bias=True),
        nn.GroupNorm(8, cout),
        nn.ReLU(),
    )


class Backbone(nn.Cell):
    def __init__(self, width=32):
        super().__init__()
        self.stem = conv_gn_relu(3, width)
        self.stage1 = nn.SequentialCell(nn.MaxPool2d(2, 2), conv_gn_relu(width, width * 2))
        self.stage2 = nn.SequentialCell(nn.MaxPool2d(2, 2), conv_gn_relu(width * 2, width * 4))

    def construct(self, x):
        x = self.stem(x)
        c3 = self.stage1(x)
        c4 = self.stage2(c3)
        return c3, c4


class FCOSHead(nn.Cell):
    def __init__(self, in_channels, num_classes, num_convs=2):
        super().__init__()
        self.cls_tower = nn.SequentialCell([conv_gn_relu(in_channels, in_channels) for _ in range(num_convs)])
        self.reg_tower = nn.SequentialCell([conv_gn_relu(in_channels, in_channels) for _ in range(num_convs)])
        self.cls_logits = nn.Conv2d(in_channels, num_classes, 3, pad_mode="same", has_bias=True)
        self.bbox_pred = nn.Conv2d(in_channels, 4, 3, pad_mode="same", has_bias=True)
        self.centerness = nn.Conv2d(in_channels, 1, 3, pad_mode="same", has_bias=True)

    def forward(self, feature):  # ROOT
        cls_feat = self.cls_tower(feature)
        reg_feat = self.reg_tower(feature)
        logits = self.cls_logits(cls_feat)
        bbox = ops.relu(self.bbox_pred(reg_feat))
        ctr = self.centerness(reg_feat)
        return logits, bbox, ctr
