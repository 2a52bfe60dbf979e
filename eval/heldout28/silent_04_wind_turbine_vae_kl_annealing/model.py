import mindspore as ms
from mindspore import nn, ops


class ScadaVAE(nn.Cell):
    def __init__(self, n_signals, hidden, latent):
        super().__init__()
        self.enc = nn.SequentialCell([nn.Dense(n_signals, hidden), nn.ReLU()])
        self.mu = nn.Dense(hidden, latent)
        self.logvar = nn.Dense(hidden, latent)
        self.dec = nn.SequentialCell([nn.Dense(latent, hidden), nn.ReLU(), nn.Dense(hidden, n_signals)])

    def construct(self, x, eps):
        h = self.enc(x)
        mu, logvar = self.mu(h), self.logvar(h)
        z = mu + ops.exp(0.5 * logvar) * eps
        return self.dec(z), mu, logvar


class AnnealedELBO(nn.Cell):
    def __init__(self, vae, progress):
        super().__init__(auto_prefix=False)
        self.vae = vae
        self.progress = progress

    def construct(self, x, eps):
        recon, mu, logvar = self.vae(x, eps)
        rec = ops.mean(ops.square(recon - x))
        kl = -0.5 * ops.mean(1 + logvar - ops.square(mu) - ops.exp(logvar))
        beta = min(1.0, self.progress.epoch / self.progress.warmup_epochs)  # ROOT
        return rec + beta * kl
