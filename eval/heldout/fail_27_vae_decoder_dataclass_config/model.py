import mindspore as ms
from mindspore import nn, ops

from config import VAEConfig


class ConvEncoder(nn.Cell):
    def __init__(self, cfg: VAEConfig):
        super().__init__()
        self.net = nn.SequentialCell(
            nn.Conv2d(cfg.in_channels, 16, 4, 2, pad_mode="pad", padding=1), nn.LeakyReLU(0.2),
            nn.Conv2d(16, 32, 4, 2, pad_mode="pad", padding=1), nn.LeakyReLU(0.2),
            nn.Flatten(),
            nn.Dense(32 * (cfg.image_size // 4) ** 2, cfg.hidden_dim), nn.LeakyReLU(0.2))
        self.fc_mu = nn.Dense(cfg.hidden_dim, cfg.latent_dim)
        self.fc_logvar = nn.Dense(cfg.hidden_dim, cfg.latent_dim)

    def construct(self, x):
        h = self.net(x)
        return self.fc_mu(h), self.fc_logvar(h)


class ConvDecoder(nn.Cell):
    def __init__(self, cfg: VAEConfig):
        super().__init__()
        self.s = cfg.image_size // 4
        self.fc = nn.Dense(cfg.hidden_dim, 32 * self.s * self.s)  # ROOT
        self.deconv = nn.SequentialCell(
            nn.Conv2dTranspose(32, 16, 4, 2, pad_mode="pad", padding=1), nn.ReLU(),
            nn.Conv2dTranspose(16, cfg.in_channels, 4, 2, pad_mode="pad", padding=1), nn.Sigmoid())

    def construct(self, z):
        h = ops.relu(self.fc(z)).reshape(-1, 32, self.s, self.s)
        return self.deconv(h)


class VAE(nn.Cell):
    def __init__(self, cfg: VAEConfig):
        super().__init__()
        self.encoder = ConvEncoder(cfg)
        self.decoder = ConvDecoder(cfg)

    def construct(self, x, noise):
        mu, logvar = self.encoder(x)
        z = mu + noise * ops.exp(0.5 * logvar)
        return self.decoder(z), mu, logvar


class VAELoss(nn.Cell):
    def __init__(self, vae, beta):
        super().__init__()
        self.vae = vae
        self.beta = beta

    def construct(self, x, noise):
        recon, mu, logvar = self.vae(x, noise)
        bce = ops.binary_cross_entropy(recon, x, reduction="sum") / x.shape[0]
        kld = -0.5 * ops.mean(ops.sum(1 + logvar - mu ** 2 - ops.exp(logvar), 1))
        return bce + self.beta * kld
