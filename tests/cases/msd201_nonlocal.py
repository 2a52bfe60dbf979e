"""A closure inside construct that updates an accumulator with nonlocal."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class AuxLossModel(nn.Cell):
    def __init__(self, dim=8):
        super().__init__()
        self.l1 = nn.Dense(dim, dim)
        self.l2 = nn.Dense(dim, dim)

    def construct(self, x):
        aux = ops.zeros((), ms.float32)

        def track(h):
            nonlocal aux  # expect: MSD201
            aux = aux + (h * h).mean()
            return h

        h = track(ops.relu(self.l1(x)))
        h = track(ops.relu(self.l2(h)))
        return h, aux


if __name__ == "__main__":
    np.random.seed(0)
    out, aux = AuxLossModel()(ms.Tensor(np.random.randn(2, 8).astype(np.float32)))
    print(out.shape)
