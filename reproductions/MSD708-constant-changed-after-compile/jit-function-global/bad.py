"""KL annealing in a VAE training loop: the KL weight is a module global that the loop raises
every epoch, but the @ms.jit step read it once, when it was compiled."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

KL_WEIGHT = 0.0



class VAE(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Dense(8, 4)
        self.decoder = nn.Dense(2, 8)


model = VAE()


@ms.jit
def vae_loss(x, eps):
    stats = model.encoder(x)
    mu, logvar = stats[:, :2], stats[:, 2:]
    z = mu + ops.exp(0.5 * logvar) * eps
    recon = ((model.decoder(z) - x) ** 2).mean()
    kl = -0.5 * (1 + logvar - mu ** 2 - ops.exp(logvar)).mean()
    return recon + KL_WEIGHT * kl  # expect: MSD708


if __name__ == "__main__":
    np.random.seed(0)
    x = ms.Tensor(np.random.randn(16, 8), ms.float32)
    eps = ms.Tensor(np.random.randn(16, 2), ms.float32)
    for epoch in range(3):
        print(epoch, KL_WEIGHT, float(vae_loss(x, eps)))
        KL_WEIGHT = min(1.0, KL_WEIGHT + 0.5)
