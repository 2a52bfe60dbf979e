from mindspore import nn

import config as cfg
from layers import conv_bn_relu, Stage


class SmallConvNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.stem = conv_bn_relu(cfg.IN_CHANNELS, cfg.STEM_WIDTH, stride=2)
        stages = []
        in_ch = cfg.STEM_WIDTH
        for width in cfg.WIDTHS:
            stages.append(Stage(in_ch, width))
            in_ch = width
        self.stages = nn.SequentialCell(stages)
        feat_hw = cfg.IMAGE_SIZE // (2 ** len(cfg.WIDTHS))  # ROOT
        self.flatten = nn.Flatten()
        self.classifier = nn.SequentialCell([
            nn.Dense(in_ch * feat_hw * feat_hw, 64),
            nn.ReLU(),
            nn.Dense(64, cfg.NUM_CLASSES),
        ])

    def construct(self, x):
        x = self.stages(self.stem(x))
        return self.classifier(self.flatten(x))
