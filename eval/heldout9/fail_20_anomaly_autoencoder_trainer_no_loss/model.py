from mindspore import nn


class DenseAutoencoder(nn.Cell):
    def __init__(self, in_dim, bottleneck):
        super().__init__()
        self.encoder = nn.SequentialCell(nn.Dense(in_dim, 32), nn.ReLU(), nn.Dense(32, bottleneck))
        self.decoder = nn.SequentialCell(nn.Dense(bottleneck, 32), nn.ReLU(), nn.Dense(32, in_dim))

    def construct(self, x):
        return self.decoder(self.encoder(x))


class ReconstructionLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.mse = nn.MSELoss()

    def construct(self, x, target):
        return self.mse(self.net(x), target)
