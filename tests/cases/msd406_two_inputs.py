"""Two dynamic inputs declared; the mask is declared rank 2 but fed rank 3."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Encoder(nn.Cell):
    def __init__(self, dim=8):
        super().__init__()
        self.fc = nn.Dense(dim, dim)

    def construct(self, x, mask):
        return self.fc(x) * mask


if __name__ == "__main__":
    np.random.seed(0)
    net = Encoder()
    net.set_inputs(ms.Tensor(shape=[None, None, 8], dtype=ms.float32),
                   ms.Tensor(shape=[None, None], dtype=ms.float32))  # expect: MSD406
    x = ms.Tensor(np.random.randn(2, 5, 8).astype(np.float32))
    mask = ms.Tensor(np.ones((2, 5, 1), np.float32))
    print(net(x, mask).shape)
