import mindspore as ms
from mindspore import nn, ops


class Backbone(nn.Cell):
    def __init__(self, chans):
        super().__init__()
        self.stages = nn.CellList()
        cin = 3
        for c in chans:
            self.stages.append(nn.SequentialCell([nn.Conv2d(cin, c, 3, stride=2, pad_mode="same"), nn.ReLU()]))
            cin = c

    def construct(self, x):
        outs = ()
        for stage in self.stages:
            x = stage(x)
            outs = outs + (x,)
        return outs


class PooledFPNClassifier(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.backbone = Backbone(cfg.in_channels)
        self.lateral = nn.CellList([nn.Conv2d(c, cfg.out_channels, 1) for c in cfg.in_channels])
        self.active = ms.Tensor(cfg.active_levels)  # ROOT
        n_active = sum(cfg.active_levels)
        self.head = nn.Dense(cfg.out_channels * n_active, cfg.num_classes)

    def construct(self, x):
        feats = self.backbone(x)
        pooled = []
        for i in range(len(feats)):
            if self.active[i]:
                pooled.append(self.lateral[i](feats[i]).mean(axis=(2, 3)))
        return self.head(ops.concat(pooled, axis=1))
