from mindspore import nn, ops

from layers import ConvNormAct


class ClassSubnet(nn.Cell):
    def __init__(self, ch, depth, num_anchors, num_classes, act):
        super().__init__()
        self.num_classes = num_classes
        self.tower = nn.SequentialCell([ConvNormAct(ch, ch, act=act) for _ in range(depth)])
        self.pred = nn.Conv2d(ch, num_anchors * num_classes, 3, pad_mode="same", has_bias=True)

    def construct(self, feat):
        out = self.pred(self.tower(feat))
        b = out.shape[0]
        return out.transpose(0, 2, 3, 1).reshape(b, -1, self.num_classes)


class BoxSubnet(nn.Cell):
    def __init__(self, ch, depth, num_anchors, act):
        super().__init__()
        self.tower = nn.SequentialCell([ConvNormAct(ch, ch) for _ in range(depth)])  # ROOT
        self.pred = nn.Conv2d(ch, num_anchors * 4, 3, pad_mode="same", has_bias=True)

    def construct(self, feat):
        out = self.pred(self.tower(feat))
        b = out.shape[0]
        return out.transpose(0, 2, 3, 1).reshape(b, -1, 4)


class RetinaHead(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        ch, depth, a = cfg["fpn_channels"], cfg["head_depth"], cfg["anchors_per_cell"]
        self.cls = ClassSubnet(ch, depth, a, cfg["num_classes"], cfg["head_activation"])
        self.box = BoxSubnet(ch, depth, a, cfg["head_activation"])

    def construct(self, feats):
        cls_out = ops.cat([self.cls(f) for f in feats], axis=1)
        box_out = ops.cat([self.box(f) for f in feats], axis=1)
        return cls_out, box_out
