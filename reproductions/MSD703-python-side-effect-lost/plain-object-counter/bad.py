"""A mean-teacher update warms its EMA decay up with the number of updates so far, counted on a
small plain object the cell holds. Graph mode runs the increment once, while compiling: the
count stays at 1 and the decay never warms up."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops


ms.set_context(mode=ms.GRAPH_MODE)


class Counter:
    def __init__(self):
        self.updates = 0


class WarmupScale(nn.Cell):
    def __init__(self, base=0.99):
        super().__init__()
        self.base = base
        self.counter = Counter()

    def construct(self, x):
        self.counter.updates += 1  # expect: MSD703
        decay = min(self.base, (1 + self.counter.updates) / (10 + self.counter.updates))
        return x * decay


if __name__ == "__main__":
    cell = WarmupScale()
    x = ms.Tensor(np.ones(2), ms.float32)
    for _ in range(3):
        print(cell(x).asnumpy(), cell.counter.updates)
