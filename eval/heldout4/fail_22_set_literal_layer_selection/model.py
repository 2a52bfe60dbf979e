from mindspore import nn

import config as cfg


class Adapter(nn.Cell):
    def __init__(self, dim, bottleneck):
        super().__init__()
        self.down = nn.Dense(dim, bottleneck)
        self.up = nn.Dense(bottleneck, dim)
        self.act = nn.GELU()

    def construct(self, x):
        return x + self.up(self.act(self.down(x)))


class AdapterMLP(nn.Cell):
    def __init__(self, in_dim):
        super().__init__()
        self.inp = nn.Dense(in_dim, cfg.DIM)
        self.blocks = nn.CellList([nn.SequentialCell([nn.Dense(cfg.DIM, cfg.DIM), nn.ReLU()])
                                   for _ in range(cfg.DEPTH)])
        self.adapters = nn.CellList([Adapter(cfg.DIM, cfg.ADAPTER_DIM) for _ in range(cfg.DEPTH)])
        self.out = nn.Dense(cfg.DIM, cfg.NUM_CLASSES)

    def construct(self, x):
        h = self.inp(x)
        for i in range(cfg.DEPTH):
            h = self.blocks[i](h)
            if i in {1, 3}:  # ROOT
                h = self.adapters[i](h)
        return self.out(h)
