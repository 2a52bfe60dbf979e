from mindspore import nn


class Generator(nn.Cell):
    def __init__(self, z_dim=8, out_dim=2, hidden=32):
        super().__init__()
        self.net = nn.SequentialCell(
            nn.Dense(z_dim, hidden), nn.ReLU(), nn.Dense(hidden, hidden), nn.ReLU(), nn.Dense(hidden, out_dim)
        )

    def construct(self, z):
        return self.net(z)


class Critic(nn.Cell):
    def __init__(self, in_dim=2, hidden=32):
        super().__init__()
        self.net = nn.SequentialCell(
            nn.Dense(in_dim, hidden), nn.LeakyReLU(0.2), nn.Dense(hidden, hidden), nn.LeakyReLU(0.2),
            nn.Dense(hidden, 1),
        )

    def construct(self, x):
        return self.net(x)
