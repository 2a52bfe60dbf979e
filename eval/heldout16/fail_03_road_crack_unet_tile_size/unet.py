import mindspore.nn as nn
import mindspore.ops as ops


def conv_block(cin, cout):
    return nn.SequentialCell([
        nn.Conv2d(cin, cout, 3, pad_mode="same"), nn.BatchNorm2d(cout), nn.ReLU(),
        nn.Conv2d(cout, cout, 3, pad_mode="same"), nn.BatchNorm2d(cout), nn.ReLU(),
    ])


class CrackUNet(nn.Cell):
    def __init__(self, base=8, depth=3):
        super().__init__()
        chans = [base * 2 ** i for i in range(depth + 1)]
        self.stem = conv_block(1, chans[0])
        self.down = nn.CellList([conv_block(chans[i], chans[i + 1]) for i in range(depth)])
        self.pool = nn.MaxPool2d(2, 2)
        self.up = nn.CellList([nn.Conv2dTranspose(chans[i + 1], chans[i], 2, stride=2)
                               for i in reversed(range(depth))])
        self.merge = nn.CellList([conv_block(2 * chans[i], chans[i]) for i in reversed(range(depth))])
        self.out = nn.Conv2d(chans[0], 1, 1, has_bias=True)

    def construct(self, x):
        x = self.stem(x)
        skips = (x,)
        for block in self.down:
            x = block(self.pool(x))
            skips += (x,)
        level = len(skips) - 2
        for up, merge in zip(self.up, self.merge):
            x = up(x)
            x = merge(ops.cat((x, skips[level]), axis=1))
            level -= 1
        return self.out(x)
