from mindspore import nn

from quantizer import GumbelQuantizer


class DiscreteAutoencoder(nn.Cell):
    def __init__(self, in_dim, hidden, codebook, tau):
        super().__init__()
        self.encoder = nn.SequentialCell(nn.Dense(in_dim, hidden), nn.ReLU(), nn.Dense(hidden, hidden))
        self.quantizer = GumbelQuantizer(hidden, codebook, tau)
        self.decoder = nn.SequentialCell(nn.Dense(hidden, hidden), nn.ReLU(), nn.Dense(hidden, in_dim))

    def construct(self, x, gumbel_noise):
        q, soft = self.quantizer(self.encoder(x), gumbel_noise)
        recon = self.decoder(q)
        return ((recon - x) ** 2).mean(), soft.max(axis=-1).mean()
