from mindspore import nn, ops

import curriculum


class DenoisingAE(nn.Cell):
    def __init__(self, dim, code):
        super().__init__()
        self.enc = nn.Dense(dim, code)
        self.dec = nn.Dense(code, dim)

    def construct(self, x, noise):
        corrupted = x + curriculum.NOISE_LEVEL * noise  # ROOT
        recon = self.dec(ops.tanh(self.enc(corrupted)))
        return ops.mse_loss(recon, x), ops.mse_loss(corrupted, x)
