from mindspore import nn

from layers import make_block


class ConditionalNet(nn.Cell):
    def __init__(self, in_dim, cond_dim, width, blocks):
        super().__init__()
        self.inp = nn.Dense(in_dim, width)
        self.blocks = nn.CellList([make_block(kind, width, cond_dim) for kind in blocks])
        self.out = nn.Dense(width, 1)

    def construct(self, x, cond):
        h = self.inp(x)
        for block in self.blocks:
            h = block(h, cond)
        return self.out(h)
