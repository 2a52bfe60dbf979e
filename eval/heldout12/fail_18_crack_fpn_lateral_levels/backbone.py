from mindspore import nn


def down_block(cin, cout):
    return nn.SequentialCell(
        nn.Conv2d(cin, cout, 3, stride=2, pad_mode="pad", padding=1, has_bias=False),
        nn.BatchNorm2d(cout), nn.ReLU(),
        nn.Conv2d(cout, cout, 3, pad_mode="same", has_bias=False),
        nn.BatchNorm2d(cout), nn.ReLU())


class PyramidBackbone(nn.Cell):
    """Returns the output of every stage, finest first."""

    def __init__(self, channels):
        super().__init__()
        blocks, prev = [], 3
        for c in channels:
            blocks.append(down_block(prev, c))
            prev = c
        self.stages = nn.CellList(blocks)

    def construct(self, x):
        feats = ()
        for stage in self.stages:
            x = stage(x)
            feats = feats + (x,)
        return feats
