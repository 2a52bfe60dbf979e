from mindspore import nn

from layers import conv_block, make_norm


class BladeDamageNet(nn.Cell):
    """Drone inspection crops of wind-turbine blades: intact / erosion / crack."""

    def __init__(self, num_classes=3, width=8, image=16):
        super().__init__()
        self.backbone = nn.SequentialCell(conv_block(1, width), conv_block(width, 2 * width))
        feat = 2 * width * (image // 4) ** 2
        self.head = nn.SequentialCell(
            nn.Flatten(),
            nn.Dense(feat, 32),
            make_norm(32),  # ROOT
            nn.ReLU(),
            nn.Dense(32, num_classes),
        )

    def construct(self, x):
        return self.head(self.backbone(x))
