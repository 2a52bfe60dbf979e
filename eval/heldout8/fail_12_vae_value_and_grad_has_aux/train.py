import mindspore as ms
from mindspore import nn, ops


def elbo_loss(recon, x, mu, logvar, beta):
    rec = ((recon - x) ** 2).sum(axis=-1).mean()
    kl = -0.5 * (1 + logvar - mu * mu - ops.exp(logvar)).sum(axis=-1).mean()
    return rec + beta * kl


def build_train_step(model, optimizer, beta=1.0):
    def forward_fn(x, eps):
        recon, mu, logvar = model(x, eps)
        return elbo_loss(recon, x, mu, logvar, beta)

    grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)  # ROOT

    @ms.jit
    def train_step(x, eps):
        loss, grads = grad_fn(x, eps)
        optimizer(grads)
        return loss

    return train_step
