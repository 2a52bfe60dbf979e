from mindspore import nn

import config as cfg


class ESPCN(nn.Cell):
    """Efficient sub-pixel CNN: features at low resolution, then a pixel shuffle."""

    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(cfg.BANDS, cfg.FEATURES, 5, pad_mode="same"), nn.Tanh(),
            nn.Conv2d(cfg.FEATURES, cfg.FEATURES // 2, 3, pad_mode="same"), nn.Tanh())
        self.to_subpixels = nn.Conv2d(cfg.FEATURES // 2, cfg.BANDS * cfg.SCALE, 3, pad_mode="same")  # ROOT
        self.shuffle = nn.PixelShuffle(cfg.SCALE)

    def construct(self, x):
        return self.shuffle(self.to_subpixels(self.features(x)))
