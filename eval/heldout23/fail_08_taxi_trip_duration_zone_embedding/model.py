from mindspore import nn, ops

import config as cfg


class TripDurationNet(nn.Cell):
    def __init__(self, num_zones, num_numeric):
        super().__init__()
        self.pickup_emb = nn.Embedding(num_zones, cfg.ZONE_EMBED)
        self.dropoff_emb = nn.Embedding(num_zones, cfg.ZONE_EMBED)
        self.mlp = nn.SequentialCell(
            nn.Dense(2 * cfg.ZONE_EMBED + num_numeric, cfg.HIDDEN), nn.ReLU(),
            nn.Dense(cfg.HIDDEN, 1))

    def construct(self, pickup, dropoff, numeric):
        x = ops.concat((self.pickup_emb(pickup), self.dropoff_emb(dropoff), numeric), axis=1)
        return self.mlp(x)


class TripLossCell(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.loss = nn.HuberLoss()

    def construct(self, pickup, dropoff, numeric, target):
        return self.loss(self.net(pickup, dropoff, numeric), target)
