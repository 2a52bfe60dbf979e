from mindspore import nn, ops

from layers import GroupedBottleneck


class LeafNet(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.stem = nn.SequentialCell([
            nn.Conv2d(3, cfg.STEM_CHANNELS, 3, pad_mode="same", has_bias=False),
            nn.BatchNorm2d(cfg.STEM_CHANNELS), nn.ReLU(),
        ])
        blocks = []
        cin = cfg.STEM_CHANNELS
        for cout, stride in cfg.STAGES:
            blocks.append(GroupedBottleneck(cin, cout, stride))
            cin = cout
        self.blocks = nn.SequentialCell(blocks)
        self.fc = nn.Dense(cin, cfg.NUM_CLASSES)

    def construct(self, x):
        x = self.blocks(self.stem(x))
        return self.fc(ops.mean(x, axis=(2, 3)))
