"""A VAE encoder splits its statistics along the batch axis instead of the feature axis; the
reparameterisation fails in the model that called it."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Encoder(nn.Cell):
    def __init__(self, features, latent):
        super().__init__()
        self.latent = latent
        self.stats = nn.Dense(features, 2 * latent)

    def construct(self, x):
        stats = self.stats(x)
        mu, logvar = ops.split(stats, self.latent, axis=0)  # expect: MSD403
        return mu, logvar


class VAE(nn.Cell):
    def __init__(self, features=12, latent=4):
        super().__init__()
        self.encoder = Encoder(features, latent)
        self.decoder = nn.Dense(latent, features)

    def construct(self, x, eps):
        mu, logvar = self.encoder(x)
        z = mu + ops.exp(0.5 * logvar) * eps
        return self.decoder(z)


if __name__ == "__main__":
    np.random.seed(0)
    x = ms.Tensor(np.random.randn(8, 12), ms.float32)
    eps = ms.Tensor(np.random.randn(8, 4), ms.float32)
    print(VAE()(x, eps).shape)
