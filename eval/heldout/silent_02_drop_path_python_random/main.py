import numpy as np
import mindspore as ms
from mindspore import nn, ops

from layers import ResMLP

ms.set_context(mode=ms.GRAPH_MODE)


class DeepMLP(nn.Cell):
    def __init__(self, dim=16, depth=4):
        super().__init__()
        self.blocks = nn.SequentialCell([ResMLP(dim) for _ in range(depth)])
        self.head = nn.Dense(dim, 2)

    def construct(self, x):
        return self.head(self.blocks(x))


net = DeepMLP()
net.set_train(True)
x = ms.Tensor(np.random.randn(4, 16).astype(np.float32))
outs = [net(x).asnumpy() for _ in range(5)]
print("distinct outputs across 5 stochastic-depth passes:",
      len({o.round(5).tobytes() for o in outs}))
