import mindspore.nn as nn

import config


def conv_block(cin, cout):
    return nn.SequentialCell([
        nn.Conv2d(cin, cout, 3, stride=2, pad_mode="pad", padding=1, has_bias=False),
        nn.BatchNorm2d(cout), nn.ReLU(),
    ])


class XrayNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.stem = nn.SequentialCell([
            nn.Conv2d(*config.STEM, has_bias=False),
            nn.BatchNorm2d(config.STEM[1]), nn.ReLU(),
        ])
        blocks, prev = [], config.STEM[1]
        for w in config.WIDTHS:
            blocks.append(conv_block(prev, w))
            prev = w
        self.blocks = nn.SequentialCell(blocks)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Dense(prev, len(config.CLASSES))

    def construct(self, x):
        x = self.blocks(self.stem(x))
        return self.fc(self.pool(x).reshape(x.shape[0], -1))
