"""The flags are bool."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def done_flags(dones):
    return ms.Tensor(np.asarray(dones), ms.bool_)


class TDTarget(nn.Cell):
    def __init__(self, gamma=0.99):
        super().__init__()
        self.gamma = gamma

    def construct(self, rewards, next_values, done):
        bootstrap = ops.select(done, ops.zeros_like(next_values), next_values)
        return rewards + self.gamma * bootstrap


if __name__ == "__main__":
    rewards = ms.Tensor(np.ones(4), ms.float32)
    next_values = ms.Tensor(np.arange(4), ms.float32)
    print(TDTarget()(rewards, next_values, done_flags([0, 1, 0, 1])))
