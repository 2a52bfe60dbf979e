from mindspore import nn, ops


def stage(cin, cout):
    return nn.SequentialCell([
        nn.Conv2d(cin, cout, 3, stride=2, pad_mode="pad", padding=1, has_bias=False),
        nn.BatchNorm2d(cout), nn.ReLU(),
        nn.Conv2d(cout, cout, 3, pad_mode="pad", padding=1, has_bias=False),
        nn.BatchNorm2d(cout), nn.ReLU(),
    ])


class Encoder(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        chans = [cfg["in_channels"]] + cfg["stage_channels"]
        self.stages = nn.SequentialCell([stage(chans[i], chans[i + 1]) for i in range(len(chans) - 1)])

    def construct(self, x):
        return self.stages(x).mean(axis=(2, 3))


class SimCLR(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.encoder = Encoder(cfg)
        self.projector = nn.SequentialCell([
            nn.Dense(cfg["feat_dim"], cfg["proj_hidden"]), nn.BatchNorm1d(cfg["proj_hidden"]), nn.ReLU(),
            nn.Dense(cfg["proj_hidden"], cfg["proj_dim"]),
        ])

    def construct(self, x):
        z = self.projector(self.encoder(x))
        return ops.L2Normalize(axis=-1)(z)
