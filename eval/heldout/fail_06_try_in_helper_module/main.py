import numpy as np
import mindspore as ms
from mindspore import nn, ops

from utils import kl_to_standard_normal, gaussian_nll

ms.set_context(mode=ms.GRAPH_MODE)


class Encoder(nn.Cell):
    def __init__(self, in_dim, hid, z):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(in_dim, hid), nn.ReLU())
        self.mu = nn.Dense(hid, z)
        self.logvar = nn.Dense(hid, z)

    def construct(self, x):
        h = self.body(x)
        return self.mu(h), self.logvar(h)


class VAE(nn.Cell):
    def __init__(self, in_dim=64, hid=32, z=8):
        super().__init__()
        self.enc = Encoder(in_dim, hid, z)
        self.dec = nn.SequentialCell(nn.Dense(z, hid), nn.ReLU(), nn.Dense(hid, in_dim), nn.Sigmoid())

    def construct(self, x, eps):
        mu, logvar = self.enc(x)
        z = mu + ops.exp(0.5 * logvar) * eps
        return self.dec(z), mu, logvar


class ELBO(nn.Cell):
    def __init__(self, vae):
        super().__init__()
        self.vae = vae

    def construct(self, x, eps):
        recon, mu, logvar = self.vae(x, eps)
        return ops.mean(gaussian_nll(x, recon) + kl_to_standard_normal(mu, logvar))


vae = VAE()
step = nn.TrainOneStepCell(ELBO(vae), nn.Adam(vae.trainable_params(), learning_rate=1e-3))
x = ms.Tensor(np.random.rand(16, 64), ms.float32)
for it in range(3):
    eps = ms.Tensor(np.random.randn(16, 8), ms.float32)
    print(it, step(x, eps))
