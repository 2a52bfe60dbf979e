import mindspore as ms
from mindspore import nn, ops


class BasicBlock(nn.Cell):
    def __init__(self, cin, cout, stride):
        super().__init__()
        self.conv1 = nn.Conv2d(cin, cout, 3, stride=stride, pad_mode="same")
        self.bn1 = nn.BatchNorm2d(cout)
        self.conv2 = nn.Conv2d(cout, cout, 3, pad_mode="same")
        self.bn2 = nn.BatchNorm2d(cout)
        self.short = (nn.SequentialCell(nn.Conv2d(cin, cout, 1, stride=stride), nn.BatchNorm2d(cout))
                      if stride != 1 or cin != cout else nn.Identity())

    def construct(self, x):
        h = ops.relu(self.bn1(self.conv1(x)))
        return ops.relu(self.bn2(self.conv2(h)) + self.short(x))


class ResNetLite(nn.Cell):
    def __init__(self, stem_channels, stage_channels, stage_strides, out_indices):
        super().__init__()
        self.stem = nn.SequentialCell(nn.Conv2d(3, stem_channels, 3, stride=2, pad_mode="same"),
                                      nn.BatchNorm2d(stem_channels), nn.ReLU())
        stages, cin = [], stem_channels
        for cout, s in zip(stage_channels, stage_strides):
            stages.append(BasicBlock(cin, cout, s))
            cin = cout
        self.stages = nn.CellList(stages)
        self.out_indices = out_indices

    def construct(self, x):
        x = self.stem(x)
        feats = ()
        for stage in self.stages:
            x = stage(x)
            feats = feats + (x,)
        return tuple(feats[i] for i in self.out_indices)


class FPN(nn.Cell):
    def __init__(self, in_channels, out_channels):
        super().__init__()
        self.lateral = nn.CellList([nn.Conv2d(c, out_channels, 1) for c in in_channels])
        self.smooth = nn.CellList([nn.Conv2d(out_channels, out_channels, 3, pad_mode="same") for _ in in_channels])

    def construct(self, feats):
        p3, p4, p5 = [l(f) for l, f in zip(self.lateral, feats)]
        p4 = p4 + ops.interpolate(p5, size=p4.shape[2:], mode="nearest")
        p3 = p3 + ops.interpolate(p4, size=p3.shape[2:], mode="nearest")
        return [s(o) for s, o in zip(self.smooth, (p3, p4, p5))]


class AnchorHead(nn.Cell):
    def __init__(self, ch, num_classes, num_anchors):
        super().__init__()
        self.cls = nn.Conv2d(ch, num_anchors * num_classes, 3, pad_mode="same")
        self.reg = nn.Conv2d(ch, num_anchors * 4, 3, pad_mode="same")
        self.num_classes = num_classes

    def construct(self, feats):
        cls_out, reg_out = [], []
        for f in feats:
            b = f.shape[0]
            cls_out.append(self.cls(f).transpose(0, 2, 3, 1).reshape(b, -1, self.num_classes))
            reg_out.append(self.reg(f).transpose(0, 2, 3, 1).reshape(b, -1, 4))
        return ops.concat(cls_out, axis=1), ops.concat(reg_out, axis=1)


class Detector(nn.Cell):
    def __init__(self, backbone_cfg, neck_cfg, head_cfg):
        super().__init__()
        self.backbone = ResNetLite(**backbone_cfg)
        self.neck = FPN(neck_cfg["in_channels"], neck_cfg["out_channels"])
        self.head = AnchorHead(neck_cfg["out_channels"], head_cfg["num_classes"], head_cfg["num_anchors"])

    def construct(self, images):
        return self.head(self.neck(self.backbone(images)))
