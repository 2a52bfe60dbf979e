"""A graph call that fails at once (`try` does not compile); its eager re-run takes seconds.
The re-run writes the marker file named by argv[1] when it starts, so a test knows when to signal."""
import sys

import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)
MARKER = sys.argv[1]


def started():
    with open(MARKER, "w") as handle:
        handle.write("eager re-run\n")


class Slow(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(8, 8)

    def construct(self, x):
        try:
            started()
        except OSError:
            pass
        i = 0
        while i < 2000:
            x = self.fc(x)
            i += 1
        return x


Slow()(ms.Tensor(np.ones((2, 8), np.float32)))
print("not reached")
