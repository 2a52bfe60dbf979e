from mindspore import nn, ops

from encoder import ConvEncoder
from decoder import ConvDecoder


class SketchVAE(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.encoder = ConvEncoder(cfg.IMAGE_SIZE, cfg.BASE_CHANNELS, cfg.LATENT_DIM)
        self.decoder = ConvDecoder(cfg.IMAGE_SIZE, cfg.BASE_CHANNELS, cfg.LATENT_DIM)

    def construct(self, x, eps):
        mu, logvar = self.encoder(x)
        z = mu + ops.exp(0.5 * logvar) * eps
        return self.decoder(z), mu, logvar


class ELBOLoss(nn.Cell):
    def __init__(self, vae, beta):
        super().__init__()
        self.vae = vae
        self.beta = beta
        self.bce = nn.BCEWithLogitsLoss(reduction="none")

    def construct(self, x, eps):
        logits, mu, logvar = self.vae(x, eps)
        recon = self.bce(logits, x).sum(axis=(1, 2, 3)).mean()
        kl = -0.5 * (1 + logvar - mu ** 2 - ops.exp(logvar)).sum(axis=1).mean()
        return recon + self.beta * kl
