from mindspore import nn, ops

from utils import select_levels


class Backbone(nn.Cell):
    def __init__(self, in_ch, channels):
        super().__init__()
        stages, cin = [], in_ch
        for c in channels:
            stages.append(nn.SequentialCell(nn.Conv2d(cin, c, 3, stride=2, pad_mode="same"), nn.BatchNorm2d(c), nn.ReLU()))
            cin = c
        self.stages = nn.CellList(stages)

    def construct(self, x):
        feats = []
        for stage in self.stages:
            x = stage(x)
            feats.append(x)
        return feats


class FPN(nn.Cell):
    def __init__(self, in_channels, out_channels):
        super().__init__()
        self.lateral = nn.CellList([nn.Conv2d(c, out_channels, 1) for c in in_channels])
        self.smooth = nn.CellList([nn.Conv2d(out_channels, out_channels, 3, pad_mode="same") for _ in in_channels])

    def construct(self, feats):
        laterals = [conv(f) for conv, f in zip(self.lateral, feats)]
        n = len(laterals)
        prev = laterals[n - 1]
        outs = [self.smooth[n - 1](prev)]
        for i in range(n - 2, -1, -1):
            prev = laterals[i] + ops.interpolate(prev, size=laterals[i].shape[2:], mode="nearest")
            outs.append(self.smooth[i](prev))
        return outs


class RetinaLite(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.out_indices = cfg["out_indices"]
        self.backbone = Backbone(cfg["in_channels"], cfg["stage_channels"])
        picked = select_levels(list(cfg["stage_channels"]), cfg["out_indices"])
        self.fpn = FPN(picked, cfg["fpn_channels"])
        self.cls_head = nn.Conv2d(cfg["fpn_channels"], cfg["num_anchors"] * cfg["num_classes"], 3, pad_mode="same")
        self.num_classes = cfg["num_classes"]

    def construct(self, images):
        feats = select_levels(self.backbone(images), self.out_indices)
        logits = []
        for p in self.fpn(feats):
            b = p.shape[0]
            logits.append(self.cls_head(p).transpose(0, 2, 3, 1).reshape(b, -1, self.num_classes))
        return ops.concat(logits, axis=1)
