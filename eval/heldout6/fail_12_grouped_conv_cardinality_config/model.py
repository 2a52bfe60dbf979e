from mindspore import nn

import config
from layers import ResNeXtBlock


def build_model():
    return nn.SequentialCell([
        nn.Conv2d(3, config.STEM_CHANNELS, 3, pad_mode="same"),
        ResNeXtBlock(config.STEM_CHANNELS, config.BOTTLENECK_WIDTH, config.CARDINALITY),
        nn.AdaptiveAvgPool2d(1),
        nn.Flatten(),
        nn.Dense(config.STEM_CHANNELS, config.NUM_CLASSES),
    ])
