import os

from mindspore import nn, ops


class FineTuneNet(nn.Cell):
    """Pretrained feature extractor + new head; the backbone is frozen during the warm-up epochs."""

    def __init__(self, in_dim=20, feat_dim=64, num_classes=3):
        super().__init__()
        self.backbone = nn.SequentialCell([
            nn.Dense(in_dim, 128), nn.ReLU(), nn.Dense(128, feat_dim), nn.ReLU(),
        ])
        self.head = nn.Dense(feat_dim, num_classes)

    def construct(self, x):
        feats = self.backbone(x)
        if os.environ.get("FREEZE_BACKBONE", "0") == "1":  # ROOT
            feats = ops.stop_gradient(feats)
        return self.head(feats)
