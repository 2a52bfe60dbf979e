import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)


class ConvVAE(nn.Cell):
    def __init__(self, latent_dim=16):
        super().__init__()
        self.enc = nn.SequentialCell([
            nn.Conv2d(1, 32, 4, stride=2, pad_mode="pad", padding=1), nn.ReLU(),
            nn.Conv2d(32, 64, 4, stride=2, pad_mode="pad", padding=1), nn.ReLU(),
            nn.Flatten(),
        ])
        self.mu = nn.Dense(64 * 7 * 7, latent_dim)
        self.logvar = nn.Dense(64 * 7 * 7, latent_dim)
        self.dec_in = nn.Dense(latent_dim, 64 * 7 * 7)
        self.dec = nn.SequentialCell([
            nn.Conv2dTranspose(64, 32, 4, stride=2, pad_mode="pad", padding=1), nn.ReLU(),
            nn.Conv2dTranspose(32, 1, 4, stride=2, pad_mode="pad", padding=1),
        ])

    def construct(self, x):
        h = self.enc(x)
        mu, logvar = self.mu(h), self.logvar(h)
        std = ops.exp(0.5 * logvar)
        eps = ops.standard_normal(std.shape)
        z = mu + eps * sigma  # ROOT
        logits = self.dec(self.dec_in(z).reshape(-1, 64, 7, 7))
        return logits, mu, logvar


class ELBO(nn.Cell):
    def __init__(self, vae, beta=1.0):
        super().__init__(auto_prefix=False)
        self.vae = vae
        self.beta = beta
        self.bce = nn.BCEWithLogitsLoss(reduction="sum")

    def construct(self, x):
        logits, mu, logvar = self.vae(x)
        recon = self.bce(logits, x) / x.shape[0]
        kl = -0.5 * (1 + logvar - mu * mu - ops.exp(logvar)).sum(axis=1).mean()
        return recon + self.beta * kl


def binarized_digits(rng, n):
    imgs = np.zeros((n, 1, 28, 28), np.float32)
    for i in range(n):
        r0, c0 = rng.integers(4, 14, size=2)
        imgs[i, 0, r0:r0 + 10, c0:c0 + 3] = 1.0
        imgs[i, 0, r0:r0 + 3, c0:c0 + 10] = 1.0
    return Tensor(imgs)


rng = np.random.default_rng(0)
vae = ConvVAE()
train = nn.TrainOneStepCell(ELBO(vae, beta=0.5), nn.Adam(vae.trainable_params(), learning_rate=1e-3))
train.set_train()
for epoch in range(3):
    print(f"epoch {epoch}: -ELBO {train(binarized_digits(rng, 32)).asnumpy():.3f}")
