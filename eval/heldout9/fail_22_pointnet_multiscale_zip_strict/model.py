from mindspore import nn

from layers import shared_mlp, ScaleFusion


class MultiScalePointNet(nn.Cell):
    def __init__(self, num_classes, branches=((32, 64), (32, 64, 128)), fused=64):
        super().__init__()
        self.branches = nn.CellList([shared_mlp(3, widths) for widths in branches])
        self.fusion = ScaleFusion([widths[-1] for widths in branches], fused)
        self.head = nn.SequentialCell(nn.Dense(fused, 32), nn.ReLU(), nn.Dense(32, num_classes))

    def construct(self, points):
        x = points.transpose(0, 2, 1)
        feats = [branch(x).max(axis=2) for branch in self.branches]
        return self.head(self.fusion(feats))
