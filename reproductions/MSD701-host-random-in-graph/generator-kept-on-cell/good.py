"""The noise is drawn by a MindSpore op inside the graph: a new draw every step."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class DenoisingAE(nn.Cell):
    def __init__(self, dim=12):
        super().__init__()
        self.encode = nn.Dense(dim, 4)
        self.decode = nn.Dense(4, dim)

    def construct(self, x):
        noise = ops.randn_like(x) * 0.1
        return self.decode(self.encode(x + noise))


if __name__ == "__main__":
    net = DenoisingAE()
    x = Tensor(np.ones((4, 12)), ms.float32)
    print(net(x).sum(), net(x).sum())
