"""A denoising autoencoder corrupts its input with noise drawn from a NumPy Generator it keeps.
In graph mode the draw happens once, at compile time: every step adds the same noise."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn

ms.set_context(mode=ms.GRAPH_MODE)


class DenoisingAE(nn.Cell):
    def __init__(self, dim=12, seed=0):
        super().__init__()
        self.rng = np.random.default_rng(seed)
        self.encode = nn.Dense(dim, 4)
        self.decode = nn.Dense(4, dim)

    def construct(self, x):
        noise = Tensor(self.rng.normal(0.0, 0.1, size=(4, 12)), ms.float32)  # expect: MSD701
        return self.decode(self.encode(x + noise))


if __name__ == "__main__":
    net = DenoisingAE()
    x = Tensor(np.ones((4, 12)), ms.float32)
    print(net(x).sum(), net(x).sum())
