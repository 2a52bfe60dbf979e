"""VAE with KL annealing: the loss function reads the module global `kl_weight`, and the jit
train step reaches it through `value_and_grad`. The step compiled with kl_weight = 0.0 keeps it."""
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


def elbo(x):
    recon, mu, logvar = net(x)
    kl = -0.5 * ops.sum(1 + logvar - mu ** 2 - ops.exp(logvar))
    return ops.mse_loss(recon, x) + kl_weight * kl  # expect: MSD708


grad_fn = ms.value_and_grad(elbo, None, optimizer.parameters)


@ms.jit
def train_step(x):
    loss, grads = grad_fn(x)
    optimizer(grads)
    return loss


if __name__ == "__main__":
    np.random.seed(0)
    x = ms.Tensor(np.random.randn(4, 6), ms.float32)
    for epoch in range(3):
        print(epoch, kl_weight, float(train_step(x)))
        kl_weight = (epoch + 1) / 2
