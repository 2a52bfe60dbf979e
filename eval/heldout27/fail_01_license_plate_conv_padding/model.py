import mindspore.nn as nn

import config


def conv_stage(cin, cout):
    return nn.SequentialCell([
        nn.Conv2d(cin, cout, config.KERNEL, pad_mode=config.PAD_MODE, has_bias=True),
        nn.ReLU(),
        nn.MaxPool2d(2, 2),
    ])


class GlyphNet(nn.Cell):
    def __init__(self):
        super().__init__()
        stages, prev = [], 1
        for w in config.WIDTHS:
            stages.append(conv_stage(prev, w))
            prev = w
        self.features = nn.SequentialCell(stages)
        side = config.GLYPH // (2 ** len(config.WIDTHS))
        self.flatten = nn.Flatten()
        self.fc = nn.SequentialCell([nn.Dense(prev * side * side, 64), nn.ReLU(),
                                     nn.Dense(64, len(config.CHARSET))])

    def construct(self, x):
        return self.fc(self.flatten(self.features(x)))
