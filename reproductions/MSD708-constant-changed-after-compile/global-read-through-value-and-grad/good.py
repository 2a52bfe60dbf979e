"""VAE with KL annealing: the KL weight is an input of the jit train step."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

kl_weight = 0.0


class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mu = nn.Dense(6, 2)
        self.logvar = nn.Dense(6, 2)
        self.dec = nn.Dense(2, 6)

    def construct(self, x):
        mu, logvar = self.mu(x), self.logvar(x)
        return self.dec(mu), mu, logvar


net = Encoder()
optimizer = nn.SGD(net.trainable_params(), learning_rate=0.01)


def elbo(x, weight):
    recon, mu, logvar = net(x)
    kl = -0.5 * ops.sum(1 + logvar - mu ** 2 - ops.exp(logvar))
    return ops.mse_loss(recon, x) + weight * kl


grad_fn = ms.value_and_grad(elbo, None, optimizer.parameters)


@ms.jit
def train_step(x, weight):
    loss, grads = grad_fn(x, weight)
    optimizer(grads)
    return loss


if __name__ == "__main__":
    np.random.seed(0)
    x = ms.Tensor(np.random.randn(4, 6), ms.float32)
    for epoch in range(3):
        print(epoch, kl_weight, float(train_step(x, ms.Tensor(kl_weight, ms.float32))))
        kl_weight = (epoch + 1) / 2
