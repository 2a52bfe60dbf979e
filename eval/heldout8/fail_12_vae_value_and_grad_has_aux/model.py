from mindspore import nn, ops


class Encoder(nn.Cell):
    def __init__(self, in_dim, hidden, latent):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(in_dim, hidden), nn.ReLU())
        self.mu = nn.Dense(hidden, latent)
        self.logvar = nn.Dense(hidden, latent)

    def construct(self, x):
        h = self.body(x)
        return self.mu(h), self.logvar(h)


class VAE(nn.Cell):
    def __init__(self, in_dim=16, hidden=32, latent=4):
        super().__init__()
        self.encoder = Encoder(in_dim, hidden, latent)
        self.decoder = nn.SequentialCell(nn.Dense(latent, hidden), nn.ReLU(), nn.Dense(hidden, in_dim))

    def construct(self, x, eps):
        mu, logvar = self.encoder(x)
        z = mu + ops.exp(0.5 * logvar) * eps
        return self.decoder(z), mu, logvar
