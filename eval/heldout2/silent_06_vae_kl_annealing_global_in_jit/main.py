import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

LATENT = 8
EPOCHS = 6
WARMUP_EPOCHS = 4
kl_weight = 0.0


class ConvVAE(nn.Cell):
    def __init__(self):
        super().__init__()
        self.enc = nn.SequentialCell(
            nn.Conv2d(1, 16, 4, stride=2, pad_mode="same"), nn.ReLU(),
            nn.Conv2d(16, 32, 4, stride=2, pad_mode="same"), nn.ReLU(), nn.Flatten(),
        )
        self.mu = nn.Dense(32 * 7 * 7, LATENT)
        self.logvar = nn.Dense(32 * 7 * 7, LATENT)
        self.dec_fc = nn.Dense(LATENT, 32 * 7 * 7)
        self.dec = nn.SequentialCell(
            nn.Conv2dTranspose(32, 16, 4, stride=2, pad_mode="same"), nn.ReLU(),
            nn.Conv2dTranspose(16, 1, 4, stride=2, pad_mode="same"),
        )

    def construct(self, x, eps):
        h = self.enc(x)
        mu, logvar = self.mu(h), self.logvar(h)
        z = mu + ops.exp(0.5 * logvar) * eps
        return self.dec(self.dec_fc(z).reshape(-1, 32, 7, 7)), mu, logvar


vae = ConvVAE()
optimizer = nn.Adam(vae.trainable_params(), learning_rate=1e-3)


def elbo(x, eps):
    logits, mu, logvar = vae(x, eps)
    rec = ops.binary_cross_entropy_with_logits(logits, x, ops.ones_like(x), ops.ones_like(x), reduction="sum")
    kl = -0.5 * ops.sum(1 + logvar - mu ** 2 - ops.exp(logvar))
    loss = (rec + kl_weight * kl) / x.shape[0]  # ROOT
    return loss, kl / x.shape[0]


grad_fn = ms.value_and_grad(elbo, None, optimizer.parameters, has_aux=True)


@ms.jit
def train_step(x, eps):
    (loss, kl), grads = grad_fn(x, eps)
    optimizer(grads)
    return loss, kl


def binarized_blobs(n, rng):
    yy, xx = np.mgrid[:28, :28]
    imgs = np.zeros((n, 1, 28, 28), np.float32)
    for i in range(n):
        cy, cx = rng.integers(6, 22, 2)
        imgs[i, 0] = ((yy - cy) ** 2 + (xx - cx) ** 2 < rng.integers(9, 40)).astype(np.float32)
    return imgs


rng = np.random.default_rng(0)
data = binarized_blobs(128, rng)
for epoch in range(EPOCHS):
    kl_weight = min(1.0, epoch / WARMUP_EPOCHS)
    for i in range(0, len(data), 32):
        eps = rng.standard_normal((32, LATENT)).astype(np.float32)
        loss, kl = train_step(ms.Tensor(data[i:i + 32]), ms.Tensor(eps))
    print(f"epoch {epoch} beta={kl_weight:.2f} loss={loss.asnumpy():.2f} kl={kl.asnumpy():.2f}")
