from mindspore import nn, ops


class BowVAE(nn.Cell):
    """Bag-of-words VAE over recipe titles."""

    def __init__(self, vocab_size, hidden, latent):
        super().__init__()
        self.enc = nn.Dense(vocab_size, hidden, activation="tanh")
        self.mu = nn.Dense(hidden, latent)
        self.logvar = nn.Dense(hidden, latent)
        self.dec = nn.Dense(latent, vocab_size)

    def construct(self, bow, eps):
        h = self.enc(bow)
        mu, logvar = self.mu(h), self.logvar(h)
        z = mu + ops.exp(0.5 * logvar) * eps
        return self.dec(z), mu, logvar


class VAELoss(nn.Cell):
    def __init__(self, vae, annealer):
        super().__init__()
        self.vae = vae
        self.annealer = annealer

    def construct(self, bow, eps):
        logits, mu, logvar = self.vae(bow, eps)
        recon = -(bow * ops.log_softmax(logits, axis=-1)).sum(axis=-1).mean()
        kl = (-0.5 * (1 + logvar - mu * mu - ops.exp(logvar)).sum(axis=-1)).mean()
        beta = self.annealer.weight()  # ROOT
        return recon + beta * kl
