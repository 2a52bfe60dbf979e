from mindspore import nn

import config as cfg
from utils import feature_grid


class RadarNowcaster(nn.Cell):
    def __init__(self):
        super().__init__()
        layers, in_ch = [], cfg.FRAMES
        for out_ch in cfg.CONV_CHANNELS:
            layers += [nn.Conv2d(in_ch, out_ch, cfg.KERNEL, stride=cfg.STRIDE, pad_mode="pad",
                                 padding=cfg.PADDING, has_bias=True),
                       nn.BatchNorm2d(out_ch), nn.ReLU()]
            in_ch = out_ch
        self.features = nn.SequentialCell(layers)
        side = feature_grid(cfg.GRID, len(cfg.CONV_CHANNELS), cfg.KERNEL, cfg.STRIDE, cfg.PADDING)
        self.flatten = nn.Flatten()
        self.classifier = nn.SequentialCell(
            nn.Dense(cfg.CONV_CHANNELS[-1] * side * side, 64), nn.ReLU(),
            nn.Dense(64, len(cfg.INTENSITY_CLASSES)))

    def construct(self, frames):
        return self.classifier(self.flatten(self.features(frames)))
