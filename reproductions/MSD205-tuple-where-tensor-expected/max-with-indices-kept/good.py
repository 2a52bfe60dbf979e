"""Only the values are kept."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class BellmanLoss(nn.Cell):
    def __init__(self, gamma):
        super().__init__()
        self.gamma = gamma
        self.value = nn.Dense(4, 3)

    def construct(self, state, next_state, reward):
        best = ops.max(self.value(next_state), axis=1)[0]
        target = reward + self.gamma * best
        return ((self.value(state).max(axis=1) - target) ** 2).mean()


if __name__ == "__main__":
    s = ms.Tensor(np.ones((5, 4)), ms.float32)
    print(BellmanLoss(0.9)(s, s, ms.Tensor(np.zeros(5), ms.float32)))
