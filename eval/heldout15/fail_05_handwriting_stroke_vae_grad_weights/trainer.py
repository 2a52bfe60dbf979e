import numpy as np
import mindspore as ms
import mindspore.nn as nn

from vae import elbo_terms


class VAETrainer:
    def __init__(self, model, cfg):
        self.model = model
        self.cfg = cfg
        self.optimizer = nn.Adam(model.trainable_params(), learning_rate=cfg.lr)
        self.grad_fn = ms.value_and_grad(self.loss_fn, None, model.trainable_params)  # ROOT
        self.rng = np.random.default_rng(0)

    def loss_fn(self, x, eps):
        recon, mu, logvar = self.model(x, eps)
        rec, kl = elbo_terms(recon, x, mu, logvar)
        return rec + self.cfg.beta * kl

    @ms.jit
    def step(self, x, eps):
        loss, grads = self.grad_fn(x, eps)
        self.optimizer(grads)
        return loss

    def fit_epoch(self, data):
        losses = []
        order = self.rng.permutation(len(data))
        for s in range(0, len(data), self.cfg.batch_size):
            xb = data[order[s:s + self.cfg.batch_size]]
            eps = self.rng.standard_normal((len(xb), self.cfg.latent)).astype(np.float32)
            losses.append(float(self.step(ms.Tensor(xb), ms.Tensor(eps))))
        return float(np.mean(losses))
