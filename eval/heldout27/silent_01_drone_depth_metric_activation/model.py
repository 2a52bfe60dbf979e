import mindspore.nn as nn

import config
from activations import relative_depth


class DepthHead(nn.Cell):
    """Per-pixel depth from a (B, FEATURES, H, W) feature map of the drone's downward camera."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(config.FEATURES, 8, 3, pad_mode="same", has_bias=True)
        self.out = nn.Conv2d(8, 1, 1, has_bias=True)
        self.relu = nn.ReLU()
        self.depth_activation = relative_depth

    def construct(self, feats):
        logits = self.out(self.relu(self.conv(feats)))
        return self.depth_activation(logits)  # ROOT
