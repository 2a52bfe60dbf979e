from mindspore import nn, ops

from blocks import ResidualMLPBlock


class TripETA(nn.Cell):
    """Predicts log trip duration from pickup/dropoff zone, hour, weekday and numeric features."""

    def __init__(self, num_zones, num_numeric, dim=32, depth=3):
        super().__init__()
        self.pickup = nn.Embedding(num_zones, dim // 4)
        self.dropoff = nn.Embedding(num_zones, dim // 4)
        self.hour = nn.Embedding(24, dim // 8)
        self.weekday = nn.Embedding(7, dim // 8)
        self.numeric = nn.Dense(num_numeric, dim // 4)
        self.blocks = [ResidualMLPBlock(dim) for _ in range(depth)]  # ROOT
        self.out = nn.Dense(dim, 1)

    def construct(self, cats, numeric):
        x = ops.cat((self.pickup(cats[:, 0]), self.dropoff(cats[:, 1]), self.hour(cats[:, 2]),
                     self.weekday(cats[:, 3]), self.numeric(numeric)), axis=-1)
        for blk in self.blocks:
            x = blk(x)
        return self.out(x).squeeze(-1)
