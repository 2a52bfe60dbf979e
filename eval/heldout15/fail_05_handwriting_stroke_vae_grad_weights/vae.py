import mindspore.nn as nn
from mindspore import ops


class StrokeVAE(nn.Cell):
    def __init__(self, in_dim, hidden, latent):
        super().__init__()
        self.enc = nn.SequentialCell(nn.Dense(in_dim, hidden), nn.SiLU(), nn.Dense(hidden, hidden), nn.SiLU())
        self.mu = nn.Dense(hidden, latent)
        self.logvar = nn.Dense(hidden, latent)
        self.dec = nn.SequentialCell(nn.Dense(latent, hidden), nn.SiLU(), nn.Dense(hidden, in_dim))

    def construct(self, x, eps):
        h = self.enc(x)
        mu, logvar = self.mu(h), self.logvar(h)
        z = mu + ops.exp(0.5 * logvar) * eps
        return self.dec(z), mu, logvar


def elbo_terms(recon, x, mu, logvar):
    rec = ops.square(recon - x).sum(axis=1).mean()
    kl = (-0.5 * (1 + logvar - ops.square(mu) - ops.exp(logvar)).sum(axis=1)).mean()
    return rec, kl
