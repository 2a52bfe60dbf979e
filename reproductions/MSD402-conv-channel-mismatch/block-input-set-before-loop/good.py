"""A stack of residual 1-D blocks built in a loop; the running input width starts at the hidden
width instead of the number of sensor channels, so the first block expects the wrong input."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

SENSORS, HIDDEN, DEPTH = 3, 8, 2


class Residual(nn.Cell):
    def __init__(self, cin, cout):
        super().__init__()
        self.body = nn.Conv1d(cin, cout, 3, pad_mode="same", has_bias=True)
        self.skip = nn.Conv1d(cin, cout, 1, has_bias=True) if cin != cout else None

    def construct(self, x):
        shortcut = x if self.skip is None else self.skip(x)
        return nn.ReLU()(self.body(x)) + shortcut


class Stack(nn.Cell):
    def __init__(self):
        super().__init__()
        blocks = []
        width = SENSORS
        for _ in range(DEPTH):
            blocks.append(Residual(width, HIDDEN))
            width = HIDDEN
        self.blocks = nn.SequentialCell(blocks)

    def construct(self, signal):
        return self.blocks(signal).mean(axis=-1)


if __name__ == "__main__":
    print(Stack()(ms.Tensor(np.random.randn(2, SENSORS, 16).astype(np.float32))).shape)
