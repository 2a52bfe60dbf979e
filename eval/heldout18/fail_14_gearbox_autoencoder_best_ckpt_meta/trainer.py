import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from signals import batches


def make_autoencoder(window, latent):
    encoder = nn.SequentialCell(nn.Dense(window, 32), nn.Tanh(), nn.Dense(32, latent))
    decoder = nn.SequentialCell(nn.Dense(latent, 32), nn.Tanh(), nn.Dense(32, window))
    return nn.SequentialCell(encoder, decoder)


class ReconstructionLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.mse = nn.MSELoss()

    def construct(self, x):
        return self.mse(self.net(x), x)


def evaluate(loss_net, x, batch_size):
    losses = [loss_net(Tensor(b)).asnumpy() for b in batches(x, batch_size)]
    return np.mean(losses)  # ROOT
