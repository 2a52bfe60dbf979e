import numpy as np
import mindspore as ms
from mindspore import nn, ops

from config import VAEConfig
from model import TabularVAE

ms.set_context(mode=ms.GRAPH_MODE)
cfg = VAEConfig()


class ELBO(nn.Cell):
    def __init__(self, vae, beta):
        super().__init__()
        self.vae = vae
        self.beta = beta

    def construct(self, x, eps):
        recon, mu, logvar = self.vae(x, eps)
        rec = ((recon - x) ** 2).sum(axis=1).mean()
        kl = -0.5 * (1 + logvar - mu ** 2 - ops.exp(logvar)).sum(axis=1).mean()
        return rec + self.beta * kl


def standardized_table(n=512, d=24, seed=0):
    rng = np.random.default_rng(seed)
    latent = rng.standard_normal((n, 4))
    mixing = rng.standard_normal((4, d))
    x = latent @ mixing + 0.1 * rng.standard_normal((n, d))
    return ((x - x.mean(0)) / x.std(0)).astype(np.float32)


data = standardized_table(d=cfg.n_features)
vae = TabularVAE(cfg)
optimizer = nn.Adam(vae.trainable_params(), learning_rate=cfg.lr)
train_step = nn.TrainOneStepCell(ELBO(vae, cfg.beta), optimizer)
train_step.set_train()
rng = np.random.default_rng(1)
for epoch in range(cfg.epochs):
    perm = rng.permutation(len(data))
    losses = []
    for i in range(0, len(data), cfg.batch_size):
        xb = data[perm[i:i + cfg.batch_size]]
        eps = rng.standard_normal((len(xb), cfg.latent)).astype(np.float32)
        losses.append(train_step(ms.Tensor(xb), ms.Tensor(eps)).asnumpy())
    print(f"epoch {epoch} elbo {np.mean(losses):.3f}")
