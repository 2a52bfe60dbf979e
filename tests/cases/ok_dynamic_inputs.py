"""Near-miss for MSD406: set_inputs matching the fed rank and dtype, two
different batch sizes."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Scorer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(16, 1)

    def construct(self, x):
        return ops.sigmoid(self.fc(x))


if __name__ == "__main__":
    np.random.seed(0)
    net = Scorer()
    net.set_inputs(ms.Tensor(shape=[None, 16], dtype=ms.float32))
    net(ms.Tensor(np.random.randn(3, 16).astype(np.float32)))
    print(net(ms.Tensor(np.random.randn(7, 16).astype(np.float32))).shape)
