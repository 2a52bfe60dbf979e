from mindspore import nn, ops


class WindowVAE(nn.Cell):
    def __init__(self, in_dim, hidden, latent):
        super().__init__()
        self.enc = nn.SequentialCell([nn.Dense(in_dim, hidden), nn.ReLU()])
        self.mu = nn.Dense(hidden, latent)
        self.logvar = nn.Dense(hidden, latent)
        self.dec = nn.SequentialCell([nn.Dense(latent, hidden), nn.ReLU(), nn.Dense(hidden, in_dim)])

    def construct(self, x, eps):
        h = self.enc(x)
        mu, logvar = self.mu(h), self.logvar(h)
        z = mu + ops.exp(0.5 * logvar) * eps
        return self.dec(z), mu, logvar


class BetaELBO(nn.Cell):
    def __init__(self, vae):
        super().__init__()
        self.vae = vae
        self.beta = 0.0

    def construct(self, x, eps):
        recon, mu, logvar = self.vae(x, eps)
        rec = ops.square(recon - x).sum(axis=1).mean()
        kl = (-0.5 * (1 + logvar - ops.square(mu) - ops.exp(logvar)).sum(axis=1)).mean()
        return rec + self.beta * kl  # ROOT
