"""Multi-scale feature pooling with a per-level on/off switch. `__init__` stores the switches
as a tensor, so `if self.enabled[i]` is a tensor condition: the list of pooled levels has a
length known only when the graph runs, and `ops.concat` cannot be compiled. As a Python
list the switches would be constants and the list's length fixed."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class LevelPool(nn.Cell):
    def __init__(self, channels=4, enabled=(True, False, True)):
        super().__init__()
        self.levels = nn.CellList([nn.Conv2d(channels, channels, 3, stride=2 ** i) for i in range(len(enabled))])
        self.enabled = list(enabled)

    def construct(self, x):
        pooled = []
        for i in range(len(self.levels)):
            if self.enabled[i]:
                pooled.append(self.levels[i](x).mean(axis=(2, 3)))
        return ops.concat(pooled, axis=1)


if __name__ == "__main__":
    x = ms.Tensor(np.random.default_rng(0).standard_normal((2, 4, 16, 16)), ms.float32)
    print(LevelPool()(x).shape)
