"""Denoising autoencoder: a noise layer corrupts the input, the autoencoder
reconstructs it.

The noise is drawn with NumPy inside construct; graph mode draws it once, at
compile time, so every step adds the same "random" noise.
"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class GaussianNoise(nn.Cell):
    def __init__(self, stddev=0.1):
        super().__init__()
        self.stddev = stddev

    def construct(self, x):
        noise = ms.Tensor(np.random.randn(*x.shape) * self.stddev, ms.float32)  # expect: MSD701
        return x + noise


class DenoisingAutoencoder(nn.Cell):
    def __init__(self, dim=16, hidden=8):
        super().__init__()
        self.noise = GaussianNoise(0.1)
        self.encoder = nn.SequentialCell([nn.Dense(dim, hidden), nn.ReLU()])
        self.decoder = nn.Dense(hidden, dim)

    def construct(self, x):
        corrupted = self.noise(x)
        return self.decoder(self.encoder(corrupted)), corrupted


if __name__ == "__main__":
    np.random.seed(0)
    model = DenoisingAutoencoder()
    x = ms.Tensor(np.zeros((2, 16), np.float32))
    _, c1 = model(x)
    _, c2 = model(x)
    print("noise step 1:", c1.asnumpy()[0, :4])
    print("noise step 2:", c2.asnumpy()[0, :4])
    print("same noise every step:", bool(np.allclose(c1.asnumpy(), c2.asnumpy())))
