from mindspore import nn

from layers import CosineClassifier


class FewShotNet(nn.Cell):
    def __init__(self, in_dim=20, feat_dim=16, num_classes=5):
        super().__init__()
        self.backbone = nn.SequentialCell([nn.Dense(in_dim, 32), nn.ReLU(), nn.Dense(32, feat_dim)])
        self.head = CosineClassifier(feat_dim, num_classes)

    def construct(self, x):
        return self.head(self.backbone(x))
